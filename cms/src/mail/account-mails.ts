import type { SiteLocale } from '../bootstrap/site-locales';

/**
 * The two mails an account receives (the address confirmation and the password reset), in the site's
 * 14 languages. Users-permissions keeps one template per mail: the stored one is the English text below
 * with a marker, and the email service swaps in the visitor's language (`localize.ts`). `{siteName}` is
 * the website configuration's "Site name".
 */
export type AccountMailKind = 'confirm-email' | 'reset-password';

type Texts = {
  'confirm-email': { subject: string; welcome: string; action: string; notYou: string };
  'reset-password': { subject: string; intro: string; action: string; notYou: string };
};

export const accountMailTexts: Record<SiteLocale, Texts> = {
  en: {
    'confirm-email': {
      subject: 'Confirm your {siteName} account',
      welcome: 'Welcome to {siteName}, {username}.',
      action: 'Confirm your e-mail address here:',
      notYou: 'If you did not create this account, ignore this mail.',
    },
    'reset-password': {
      subject: 'Reset your {siteName} password',
      intro: 'Someone asked to reset the password of your {siteName} account.',
      action: 'Choose a new password here:',
      notYou: 'If it was not you, ignore this mail: your password stays as it is.',
    },
  },
  de: {
    'confirm-email': {
      subject: 'Bestätigen Sie Ihr {siteName}-Konto',
      welcome: 'Willkommen bei {siteName}, {username}.',
      action: 'Bestätigen Sie hier Ihre E-Mail-Adresse:',
      notYou: 'Falls Sie dieses Konto nicht angelegt haben, ignorieren Sie diese E-Mail einfach.',
    },
    'reset-password': {
      subject: 'Ihr {siteName}-Passwort zurücksetzen',
      intro: 'Jemand hat angefragt, das Passwort Ihres {siteName}-Kontos zurückzusetzen.',
      action: 'Wählen Sie hier ein neues Passwort:',
      notYou: 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    },
  },
  es: {
    'confirm-email': {
      subject: 'Confirma tu cuenta de {siteName}',
      welcome: 'Te damos la bienvenida a {siteName}, {username}.',
      action: 'Confirma tu dirección de correo aquí:',
      notYou: 'Si no has creado esta cuenta, ignora este correo.',
    },
    'reset-password': {
      subject: 'Restablece tu contraseña de {siteName}',
      intro: 'Alguien ha pedido restablecer la contraseña de tu cuenta de {siteName}.',
      action: 'Elige una contraseña nueva aquí:',
      notYou: 'Si no has sido tú, ignora este correo: tu contraseña no cambiará.',
    },
  },
  fr: {
    'confirm-email': {
      subject: 'Confirmez votre compte {siteName}',
      welcome: 'Bienvenue sur {siteName}, {username}.',
      action: 'Confirmez votre adresse e-mail ici :',
      notYou: 'Si vous n’avez pas créé ce compte, ignorez cet e-mail.',
    },
    'reset-password': {
      subject: 'Réinitialisez votre mot de passe {siteName}',
      intro: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte {siteName}.',
      action: 'Choisissez un nouveau mot de passe ici :',
      notYou: 'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
    },
  },
  id: {
    'confirm-email': {
      subject: 'Konfirmasi akun {siteName} Anda',
      welcome: 'Selamat datang di {siteName}, {username}.',
      action: 'Konfirmasi alamat email Anda di sini:',
      notYou: 'Jika Anda tidak membuat akun ini, abaikan email ini.',
    },
    'reset-password': {
      subject: 'Atur ulang kata sandi {siteName} Anda',
      intro: 'Seseorang meminta untuk mengatur ulang kata sandi akun {siteName} Anda.',
      action: 'Pilih kata sandi baru di sini:',
      notYou: 'Jika itu bukan Anda, abaikan email ini: kata sandi Anda tidak berubah.',
    },
  },
  it: {
    'confirm-email': {
      subject: 'Conferma il tuo account {siteName}',
      welcome: 'Ti diamo il benvenuto su {siteName}, {username}.',
      action: 'Conferma qui il tuo indirizzo email:',
      notYou: 'Se non hai creato tu questo account, ignora questa email.',
    },
    'reset-password': {
      subject: 'Reimposta la password di {siteName}',
      intro: 'Qualcuno ha chiesto di reimpostare la password del tuo account {siteName}.',
      action: 'Scegli qui una nuova password:',
      notYou: 'Se la richiesta non è partita da te, ignora questa email: la tua password resta invariata.',
    },
  },
  ja: {
    'confirm-email': {
      subject: '{siteName} アカウントの確認',
      welcome: '{username} さん、{siteName} へようこそ。',
      action: '次のリンクからメールアドレスを確認してください：',
      notYou: 'このアカウントに心当たりがない場合は、このメールを無視してください。',
    },
    'reset-password': {
      subject: '{siteName} のパスワード再設定',
      intro: 'お使いの {siteName} アカウントのパスワード再設定がリクエストされました。',
      action: '次のリンクから新しいパスワードを設定してください：',
      notYou: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
    },
  },
  ko: {
    'confirm-email': {
      subject: '{siteName} 계정 인증',
      welcome: '{username}님, {siteName}에 오신 것을 환영합니다.',
      action: '다음 링크에서 이메일 주소를 인증하세요:',
      notYou: '이 계정을 만들지 않으셨다면 이 메일을 무시하세요.',
    },
    'reset-password': {
      subject: '{siteName} 비밀번호 재설정',
      intro: '{siteName} 계정의 비밀번호 재설정이 요청되었습니다.',
      action: '다음 링크에서 새 비밀번호를 설정하세요:',
      notYou: '본인이 요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 그대로 유지됩니다.',
    },
  },
  pl: {
    'confirm-email': {
      subject: 'Potwierdź swoje konto {siteName}',
      welcome: 'Witamy w {siteName}, {username}.',
      action: 'Potwierdź swój adres e-mail tutaj:',
      notYou: 'Jeśli to konto nie zostało założone przez Ciebie, zignoruj tę wiadomość.',
    },
    'reset-password': {
      subject: 'Zresetuj hasło do {siteName}',
      intro: 'Ktoś poprosił o zresetowanie hasła do Twojego konta {siteName}.',
      action: 'Ustaw nowe hasło tutaj:',
      notYou: 'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
    },
  },
  pt: {
    'confirm-email': {
      subject: 'Confirme a sua conta {siteName}',
      welcome: 'Boas-vindas ao {siteName}, {username}.',
      action: 'Confirme aqui o seu endereço de e-mail:',
      notYou: 'Se não criou esta conta, ignore este e-mail.',
    },
    'reset-password': {
      subject: 'Reponha a sua palavra-passe do {siteName}',
      intro: 'Alguém pediu para repor a palavra-passe da sua conta {siteName}.',
      action: 'Escolha aqui uma nova palavra-passe:',
      notYou: 'Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.',
    },
  },
  ru: {
    'confirm-email': {
      subject: 'Подтвердите аккаунт {siteName}',
      welcome: '{username}, добро пожаловать в {siteName}.',
      action: 'Подтвердите адрес электронной почты по ссылке:',
      notYou: 'Если вы не создавали этот аккаунт, просто проигнорируйте это письмо.',
    },
    'reset-password': {
      subject: 'Сброс пароля {siteName}',
      intro: 'Кто-то запросил сброс пароля для вашего аккаунта {siteName}.',
      action: 'Задайте новый пароль по ссылке:',
      notYou: 'Если это были не вы, проигнорируйте это письмо: ваш пароль останется прежним.',
    },
  },
  tr: {
    'confirm-email': {
      subject: '{siteName} hesabınızı doğrulayın',
      welcome: '{siteName}’a hoş geldiniz, {username}.',
      action: 'E-posta adresinizi buradan doğrulayın:',
      notYou: 'Bu hesabı siz oluşturmadıysanız bu e-postayı dikkate almayın.',
    },
    'reset-password': {
      subject: '{siteName} şifrenizi sıfırlayın',
      intro: '{siteName} hesabınızın şifresini sıfırlamak için bir istekte bulunuldu.',
      action: 'Yeni şifrenizi buradan belirleyin:',
      notYou: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: şifreniz değişmeyecek.',
    },
  },
  uk: {
    'confirm-email': {
      subject: 'Підтвердьте акаунт {siteName}',
      welcome: '{username}, ласкаво просимо до {siteName}.',
      action: 'Підтвердьте адресу електронної пошти за посиланням:',
      notYou: 'Якщо ви не створювали цей акаунт, просто проігноруйте цей лист.',
    },
    'reset-password': {
      subject: 'Скидання пароля {siteName}',
      intro: 'Хтось попросив скинути пароль до вашого акаунта {siteName}.',
      action: 'Задайте новий пароль за посиланням:',
      notYou: 'Якщо це були не ви, проігноруйте цей лист: ваш пароль залишиться незмінним.',
    },
  },
  zh: {
    'confirm-email': {
      subject: '确认您的 {siteName} 账户',
      welcome: '{username}，欢迎加入 {siteName}。',
      action: '请点击以下链接确认您的邮箱地址：',
      notYou: '如果您没有创建此账户，请忽略本邮件。',
    },
    'reset-password': {
      subject: '重置您的 {siteName} 密码',
      intro: '有人请求重置您的 {siteName} 账户密码。',
      action: '请点击以下链接设置新密码：',
      notYou: '如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。',
    },
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const marker = (kind: AccountMailKind) => `<!-- belong:${kind} -->`;

/** Which account mail an HTML body is, by the marker the stored template carries. */
export function accountMailKind(html: string): AccountMailKind | null {
  const kind = /<!-- belong:(confirm-email|reset-password) -->/.exec(html)?.[1];
  return kind === 'confirm-email' || kind === 'reset-password' ? kind : null;
}

/**
 * One mail in one language. `link` and `username` are put in as given: HTML-safe values, or Strapi's
 * template placeholders when the stored template is written; `siteName` is the brand.
 */
export function accountMail(
  kind: AccountMailKind,
  locale: SiteLocale,
  { link, username, siteName }: { link: string; username: string; siteName: string },
): { subject: string; html: string; text: string } {
  const texts = accountMailTexts[locale];
  const lines =
    kind === 'confirm-email'
      ? [texts[kind].welcome.replace('{username}', username), texts[kind].action, texts[kind].notYou]
      : [texts[kind].intro, texts[kind].action, texts[kind].notYou];
  // The brand is editors' text: escaped in the HTML part, as written in the subject and plain text.
  const branded = (text: string, name: string) => text.split('{siteName}').join(name);
  const html = lines.map((line) => branded(line, escapeHtml(siteName)));
  const [first, action, last] = lines.map((line) => branded(line, siteName)) as [string, string, string];
  const [firstHtml, actionHtml, lastHtml] = html as [string, string, string];
  return {
    subject: branded(texts[kind].subject, siteName),
    html:
      `${marker(kind)}<p>${firstHtml}</p>` +
      `<p>${actionHtml} <a href="${link}">${link}</a></p>` +
      `<p>${lastHtml}</p>`,
    text: `${first}\n\n${action}\n${link}\n\n${last}\n`,
  };
}
