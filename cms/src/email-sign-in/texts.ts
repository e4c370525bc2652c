import type { SiteLocale } from '../bootstrap/site-locales';

/**
 * The sign-in and sign-up mails' words in the site's 14 languages. An address without an account gets
 * the sign-up mail, one with an account the sign-in mail; the page shows the same thing for both.
 * Placeholders: {name}, {minutes}, {siteName} (the website configuration's "Site name"); values are
 * escaped before they are put in.
 */
export type SignInMailTexts = {
  greeting: string;
  signUpSubject: string;
  signUpIntro: string;
  signUpButton: string;
  signUpNotYou: string;
  signInSubject: string;
  signInIntro: string;
  signInButton: string;
  signInNotYou: string;
  codeLine: string;
  validity: string;
};

export const signInMailTexts: Record<SiteLocale, SignInMailTexts> = {
  en: {
    greeting: 'Hi {name},',
    signUpSubject: 'Confirm your e-mail to join {siteName}',
    signUpIntro: 'Confirm your e-mail address and your {siteName} account is ready.',
    signUpButton: 'Create my account',
    signUpNotYou: 'If you did not ask for this, ignore this mail: no account is created.',
    signInSubject: 'Your {siteName} sign-in link',
    signInIntro: 'Here is your link to sign in to {siteName}.',
    signInButton: 'Sign in',
    signInNotYou: 'If you did not ask for this, ignore this mail: nobody can sign in without it.',
    codeLine: 'Or enter this code on the page you came from:',
    validity: 'The link and the code work once, within {minutes} minutes.',
  },
  de: {
    greeting: 'Hallo {name},',
    signUpSubject: 'Bestätigen Sie Ihre E-Mail-Adresse für {siteName}',
    signUpIntro: 'Bestätigen Sie Ihre E-Mail-Adresse, und Ihr Konto bei {siteName} ist bereit.',
    signUpButton: 'Konto erstellen',
    signUpNotYou:
      'Falls Sie das nicht angefragt haben, ignorieren Sie diese E-Mail: Es wird kein Konto angelegt.',
    signInSubject: 'Ihr Anmeldelink für {siteName}',
    signInIntro: 'Hier ist Ihr Link zur Anmeldung bei {siteName}.',
    signInButton: 'Anmelden',
    signInNotYou:
      'Falls Sie das nicht angefragt haben, ignorieren Sie diese E-Mail: Ohne sie kann sich niemand anmelden.',
    codeLine: 'Oder geben Sie diesen Code auf der Seite ein, von der Sie kommen:',
    validity: 'Link und Code funktionieren einmal, innerhalb von {minutes} Minuten.',
  },
  es: {
    greeting: 'Hola, {name}:',
    signUpSubject: 'Confirma tu correo para unirte a {siteName}',
    signUpIntro: 'Confirma tu dirección de correo y tu cuenta de {siteName} estará lista.',
    signUpButton: 'Crear mi cuenta',
    signUpNotYou: 'Si no lo has pedido tú, ignora este correo: no se creará ninguna cuenta.',
    signInSubject: 'Tu enlace para entrar en {siteName}',
    signInIntro: 'Aquí tienes tu enlace para iniciar sesión en {siteName}.',
    signInButton: 'Iniciar sesión',
    signInNotYou: 'Si no lo has pedido tú, ignora este correo: nadie puede entrar sin él.',
    codeLine: 'O escribe este código en la página desde la que lo pediste:',
    validity: 'El enlace y el código sirven una sola vez, durante {minutes} minutos.',
  },
  fr: {
    greeting: 'Bonjour {name},',
    signUpSubject: 'Confirmez votre e-mail pour rejoindre {siteName}',
    signUpIntro: 'Confirmez votre adresse e-mail et votre compte {siteName} sera prêt.',
    signUpButton: 'Créer mon compte',
    signUpNotYou:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : aucun compte ne sera créé.',
    signInSubject: 'Votre lien de connexion à votre compte {siteName}',
    signInIntro: 'Voici votre lien pour vous connecter à votre compte {siteName}.',
    signInButton: 'Se connecter',
    signInNotYou:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : personne ne peut se connecter sans lui.',
    codeLine: 'Ou saisissez ce code sur la page d’où vous venez :',
    validity: 'Le lien et le code ne servent qu’une fois, dans les {minutes} minutes.',
  },
  id: {
    greeting: 'Halo {name},',
    signUpSubject: 'Konfirmasi email Anda untuk bergabung dengan {siteName}',
    signUpIntro: 'Konfirmasi alamat email Anda, dan akun {siteName} Anda siap digunakan.',
    signUpButton: 'Buat akun saya',
    signUpNotYou: 'Jika Anda tidak memintanya, abaikan email ini: tidak ada akun yang dibuat.',
    signInSubject: 'Tautan masuk {siteName} Anda',
    signInIntro: 'Ini tautan Anda untuk masuk ke {siteName}.',
    signInButton: 'Masuk',
    signInNotYou: 'Jika Anda tidak memintanya, abaikan email ini: tidak ada yang bisa masuk tanpanya.',
    codeLine: 'Atau masukkan kode ini di halaman tempat Anda memintanya:',
    validity: 'Tautan dan kode hanya berlaku sekali, dalam {minutes} menit.',
  },
  it: {
    greeting: 'Ciao {name},',
    signUpSubject: 'Conferma la tua email per unirti a {siteName}',
    signUpIntro: 'Conferma il tuo indirizzo email e il tuo account {siteName} sarà pronto.',
    signUpButton: 'Crea il mio account',
    signUpNotYou: 'Se non l’hai chiesto tu, ignora questa email: non verrà creato nessun account.',
    signInSubject: 'Il tuo link per accedere a {siteName}',
    signInIntro: 'Ecco il tuo link per accedere a {siteName}.',
    signInButton: 'Accedi',
    signInNotYou: 'Se non l’hai chiesto tu, ignora questa email: senza di essa nessuno può accedere.',
    codeLine: 'Oppure inserisci questo codice nella pagina da cui l’hai richiesto:',
    validity: 'Il link e il codice valgono una sola volta, entro {minutes} minuti.',
  },
  ja: {
    greeting: '{name} さん',
    signUpSubject: '{siteName} へのご登録：メールアドレスの確認',
    signUpIntro: 'メールアドレスを確認すると、{siteName} のアカウントが作成されます。',
    signUpButton: 'アカウントを作成する',
    signUpNotYou: 'お心当たりがない場合は、このメールを無視してください。アカウントは作成されません。',
    signInSubject: '{siteName} へのログインリンク',
    signInIntro: '{siteName} にログインするためのリンクをお送りします。',
    signInButton: 'ログインする',
    signInNotYou:
      'お心当たりがない場合は、このメールを無視してください。このメールがなければ誰もログインできません。',
    codeLine: 'または、お手続き中のページで次のコードを入力してください：',
    validity: 'リンクとコードは {minutes} 分以内に 1 回だけ使えます。',
  },
  ko: {
    greeting: '{name}님, 안녕하세요.',
    signUpSubject: '{siteName} 가입을 위해 이메일을 확인해 주세요',
    signUpIntro: '이메일 주소를 확인하면 {siteName} 계정이 바로 만들어집니다.',
    signUpButton: '계정 만들기',
    signUpNotYou: '직접 요청하지 않았다면 이 메일을 무시하세요. 계정은 만들어지지 않습니다.',
    signInSubject: '{siteName} 로그인 링크',
    signInIntro: '{siteName}에 로그인할 수 있는 링크입니다.',
    signInButton: '로그인',
    signInNotYou: '직접 요청하지 않았다면 이 메일을 무시하세요. 이 메일 없이는 아무도 로그인할 수 없습니다.',
    codeLine: '또는 요청한 페이지에서 이 코드를 입력하세요:',
    validity: '링크와 코드는 {minutes}분 안에 한 번만 사용할 수 있습니다.',
  },
  pl: {
    greeting: 'Cześć {name},',
    signUpSubject: 'Potwierdź e-mail, aby dołączyć do serwisu {siteName}',
    signUpIntro: 'Potwierdź swój adres e-mail, a Twoje konto w serwisie {siteName} będzie gotowe.',
    signUpButton: 'Utwórz konto',
    signUpNotYou: 'Jeśli to nie Ty, zignoruj tę wiadomość: żadne konto nie zostanie utworzone.',
    signInSubject: 'Twój link do logowania w serwisie {siteName}',
    signInIntro: 'Oto Twój link do zalogowania się w serwisie {siteName}.',
    signInButton: 'Zaloguj się',
    signInNotYou: 'Jeśli to nie Ty, zignoruj tę wiadomość: bez niej nikt się nie zaloguje.',
    codeLine: 'Albo wpisz ten kod na stronie, z której przychodzisz:',
    validity: 'Link i kod działają jeden raz, przez {minutes} minut.',
  },
  pt: {
    greeting: 'Olá, {name},',
    signUpSubject: 'Confirme o seu e-mail para criar a sua conta {siteName}',
    signUpIntro: 'Confirme o seu endereço de e-mail e a sua conta {siteName} fica pronta.',
    signUpButton: 'Criar a minha conta',
    signUpNotYou: 'Se não foi o próprio a pedir, ignore este e-mail: não será criada nenhuma conta.',
    signInSubject: 'O seu link para iniciar sessão na sua conta {siteName}',
    signInIntro: 'Aqui está o seu link para iniciar sessão na sua conta {siteName}.',
    signInButton: 'Iniciar sessão',
    signInNotYou: 'Se não foi o próprio a pedir, ignore este e-mail: ninguém consegue entrar sem ele.',
    codeLine: 'Ou introduza este código na página de onde veio:',
    validity: 'O link e o código funcionam uma única vez, dentro de {minutes} minutos.',
  },
  ru: {
    greeting: 'Здравствуйте, {name}!',
    signUpSubject: 'Подтвердите e-mail, чтобы создать аккаунт {siteName}',
    signUpIntro: 'Подтвердите адрес электронной почты — и ваш аккаунт {siteName} готов.',
    signUpButton: 'Создать аккаунт',
    signUpNotYou: 'Если вы этого не запрашивали, просто проигнорируйте письмо: аккаунт не будет создан.',
    signInSubject: 'Ваша ссылка для входа в аккаунт {siteName}',
    signInIntro: 'Вот ваша ссылка для входа в аккаунт {siteName}.',
    signInButton: 'Войти',
    signInNotYou:
      'Если вы этого не запрашивали, просто проигнорируйте письмо: без него никто не сможет войти.',
    codeLine: 'Или введите этот код на странице, с которой вы пришли:',
    validity: 'Ссылка и код действуют один раз в течение {minutes} минут.',
  },
  tr: {
    greeting: 'Merhaba {name},',
    signUpSubject: '{siteName} hesabınızı oluşturmak için e-postanızı onaylayın',
    signUpIntro: 'E-posta adresinizi onaylayın, {siteName} hesabınız hazır olsun.',
    signUpButton: 'Hesabımı oluştur',
    signUpNotYou: 'Bunu siz istemediyseniz bu e-postayı dikkate almayın: hesap oluşturulmaz.',
    signInSubject: '{siteName} giriş bağlantınız',
    signInIntro: '{siteName} hesabınıza giriş yapmanız için bağlantınız burada.',
    signInButton: 'Giriş yap',
    signInNotYou:
      'Bunu siz istemediyseniz bu e-postayı dikkate almayın: bu e-posta olmadan kimse giriş yapamaz.',
    codeLine: 'Ya da geldiğiniz sayfada bu kodu girin:',
    validity: 'Bağlantı ve kod yalnızca bir kez, {minutes} dakika içinde çalışır.',
  },
  uk: {
    greeting: 'Вітаємо, {name}!',
    signUpSubject: 'Підтвердьте e-mail, щоб створити акаунт {siteName}',
    signUpIntro: 'Підтвердьте адресу електронної пошти — і ваш акаунт {siteName} готовий.',
    signUpButton: 'Створити акаунт',
    signUpNotYou: 'Якщо ви цього не просили, просто проігноруйте лист: акаунт не буде створено.',
    signInSubject: 'Ваше посилання для входу в акаунт {siteName}',
    signInIntro: 'Ось ваше посилання для входу в акаунт {siteName}.',
    signInButton: 'Увійти',
    signInNotYou: 'Якщо ви цього не просили, просто проігноруйте лист: без нього ніхто не зможе увійти.',
    codeLine: 'Або введіть цей код на сторінці, з якої ви прийшли:',
    validity: 'Посилання й код діють один раз протягом {minutes} хвилин.',
  },
  zh: {
    greeting: '{name}，你好：',
    signUpSubject: '确认邮箱，加入 {siteName}',
    signUpIntro: '确认你的邮箱地址后，{siteName} 账户即可创建完成。',
    signUpButton: '创建我的账户',
    signUpNotYou: '如果这不是你本人的操作，请忽略此邮件，系统不会创建任何账户。',
    signInSubject: '你的 {siteName} 登录链接',
    signInIntro: '这是你登录 {siteName} 的链接。',
    signInButton: '登录',
    signInNotYou: '如果这不是你本人的操作，请忽略此邮件：没有它，任何人都无法登录。',
    codeLine: '或者在你发起请求的页面输入以下验证码：',
    validity: '链接和验证码只能使用一次，{minutes} 分钟内有效。',
  },
};
