import type { SiteLocale } from '../../../bootstrap/site-locales';

/**
 * The account-deletion mail's words in the site's 14 languages: it carries the one-time code that
 * confirms deleting an account that has no password. Placeholder: {minutes}.
 */
export type DeletionMailTexts = {
  subject: string;
  intro: string;
  codeLine: string;
  validity: string;
  notYou: string;
};

export const deletionMailTexts: Record<SiteLocale, DeletionMailTexts> = {
  en: {
    subject: 'Your code to delete your Belong account',
    intro: 'You asked to delete your Belong account. Enter this code on your account page to confirm.',
    codeLine: 'Your code:',
    validity: 'The code works once, within {minutes} minutes. Deleting the account cannot be undone.',
    notYou: 'If you did not ask for this, ignore this mail: your account stays as it is.',
  },
  de: {
    subject: 'Ihr Code zum Löschen Ihres Belong-Kontos',
    intro:
      'Sie möchten Ihr Belong-Konto löschen. Geben Sie zur Bestätigung diesen Code auf Ihrer Kontoseite ein.',
    codeLine: 'Ihr Code:',
    validity:
      'Der Code funktioniert einmal, innerhalb von {minutes} Minuten. Das Löschen lässt sich nicht rückgängig machen.',
    notYou: 'Falls Sie das nicht angefragt haben, ignorieren Sie diese E-Mail: Ihr Konto bleibt unverändert.',
  },
  es: {
    subject: 'Tu código para eliminar tu cuenta de Belong',
    intro:
      'Has pedido eliminar tu cuenta de Belong. Escribe este código en la página de tu cuenta para confirmarlo.',
    codeLine: 'Tu código:',
    validity: 'El código sirve una sola vez, durante {minutes} minutos. La eliminación no se puede deshacer.',
    notYou: 'Si no lo has pedido tú, ignora este correo: tu cuenta seguirá como está.',
  },
  fr: {
    subject: 'Votre code pour supprimer votre compte Belong',
    intro:
      'Vous avez demandé la suppression de votre compte Belong. Saisissez ce code sur la page de votre compte pour confirmer.',
    codeLine: 'Votre code :',
    validity: 'Le code ne sert qu’une fois, dans les {minutes} minutes. La suppression est définitive.',
    notYou:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre compte reste tel quel.',
  },
  id: {
    subject: 'Kode untuk menghapus akun Belong Anda',
    intro:
      'Anda meminta untuk menghapus akun Belong. Masukkan kode ini di halaman akun Anda untuk mengonfirmasi.',
    codeLine: 'Kode Anda:',
    validity: 'Kode hanya berlaku sekali, dalam {minutes} menit. Akun yang dihapus tidak dapat dipulihkan.',
    notYou: 'Jika Anda tidak memintanya, abaikan email ini: akun Anda tetap seperti semula.',
  },
  it: {
    subject: 'Il tuo codice per eliminare l’account Belong',
    intro:
      'Hai chiesto di eliminare il tuo account Belong. Inserisci questo codice nella pagina del tuo account per confermare.',
    codeLine: 'Il tuo codice:',
    validity: 'Il codice vale una sola volta, entro {minutes} minuti. L’eliminazione non si può annullare.',
    notYou: 'Se non l’hai chiesto tu, ignora questa email: il tuo account resta com’è.',
  },
  ja: {
    subject: 'Belong アカウント削除の確認コード',
    intro:
      'Belong アカウントの削除が申請されました。アカウントページでこのコードを入力すると、削除が確定します。',
    codeLine: '確認コード：',
    validity: 'コードは {minutes} 分以内に 1 回だけ使えます。削除したアカウントは元に戻せません。',
    notYou: 'お心当たりがない場合は、このメールを無視してください。アカウントはそのまま残ります。',
  },
  ko: {
    subject: 'Belong 계정 삭제 확인 코드',
    intro: 'Belong 계정 삭제를 요청하셨습니다. 계정 페이지에서 이 코드를 입력하면 삭제가 확정됩니다.',
    codeLine: '확인 코드:',
    validity: '코드는 {minutes}분 안에 한 번만 사용할 수 있습니다. 삭제한 계정은 되돌릴 수 없습니다.',
    notYou: '직접 요청하지 않았다면 이 메일을 무시하세요. 계정은 그대로 유지됩니다.',
  },
  pl: {
    subject: 'Kod do usunięcia konta Belong',
    intro:
      'Otrzymaliśmy prośbę o usunięcie Twojego konta Belong. Aby ją potwierdzić, wpisz ten kod na stronie swojego konta.',
    codeLine: 'Twój kod:',
    validity: 'Kod działa jeden raz, przez {minutes} minut. Usunięcia konta nie można cofnąć.',
    notYou: 'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje konto pozostanie bez zmian.',
  },
  pt: {
    subject: 'O seu código para eliminar a conta Belong',
    intro:
      'Pediu para eliminar a sua conta Belong. Introduza este código na página da sua conta para confirmar.',
    codeLine: 'O seu código:',
    validity:
      'O código funciona uma única vez, dentro de {minutes} minutos. A eliminação não pode ser desfeita.',
    notYou: 'Se não foi o próprio a pedir, ignore este e-mail: a sua conta fica como está.',
  },
  ru: {
    subject: 'Код для удаления аккаунта Belong',
    intro: 'Вы запросили удаление аккаунта Belong. Чтобы подтвердить, введите этот код на странице аккаунта.',
    codeLine: 'Ваш код:',
    validity: 'Код действует один раз в течение {minutes} минут. Удаление аккаунта нельзя отменить.',
    notYou:
      'Если вы этого не запрашивали, просто проигнорируйте письмо: ваш аккаунт останется без изменений.',
  },
  tr: {
    subject: 'Belong hesabınızı silme kodunuz',
    intro: 'Belong hesabınızı silmek istediniz. Onaylamak için bu kodu hesap sayfanıza girin.',
    codeLine: 'Kodunuz:',
    validity: 'Kod yalnızca bir kez, {minutes} dakika içinde çalışır. Hesap silme işlemi geri alınamaz.',
    notYou: 'Bunu siz istemediyseniz bu e-postayı dikkate almayın: hesabınız olduğu gibi kalır.',
  },
  uk: {
    subject: 'Код для видалення акаунта Belong',
    intro: 'Ви попросили видалити акаунт Belong. Щоб підтвердити, введіть цей код на сторінці акаунта.',
    codeLine: 'Ваш код:',
    validity: 'Код діє один раз протягом {minutes} хвилин. Видалення акаунта не можна скасувати.',
    notYou: 'Якщо ви цього не просили, просто проігноруйте лист: ваш акаунт залишиться без змін.',
  },
  zh: {
    subject: '删除 Belong 账户的验证码',
    intro: '你申请了删除 Belong 账户。请在账户页面输入此验证码以确认删除。',
    codeLine: '验证码：',
    validity: '验证码只能使用一次，{minutes} 分钟内有效。账户删除后无法恢复。',
    notYou: '如果这不是你本人的操作，请忽略此邮件，你的账户不会有任何变化。',
  },
};
