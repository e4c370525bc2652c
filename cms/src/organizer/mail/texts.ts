import type { SiteLocale } from '../../bootstrap/site-locales';

/**
 * The frame around an organizer's message to their guests, in the site's 14 languages. The message
 * itself is the organizer's own words, sent as written. Placeholders: {host}, {event}; the values are
 * escaped before they are put in.
 */
export type GuestMessageTexts = {
  /** Before the subject the organizer wrote. */
  subjectPrefix: string;
  intro: string;
  why: string;
  view: string;
};

export const guestMessageTexts: Record<SiteLocale, GuestMessageTexts> = {
  en: {
    subjectPrefix: '{event}:',
    intro: '{host}, who is hosting {event}, sent you this message:',
    why: 'You are receiving this because you have a ticket for {event}.',
    view: 'Your ticket',
  },
  de: {
    subjectPrefix: '{event}:',
    intro: '{host} veranstaltet {event} und hat Ihnen diese Nachricht geschickt:',
    why: 'Sie erhalten diese E-Mail, weil Sie ein Ticket für {event} haben.',
    view: 'Ihr Ticket',
  },
  es: {
    subjectPrefix: '{event}:',
    intro: '{host}, quien organiza {event}, te ha enviado este mensaje:',
    why: 'Recibes este correo porque tienes una entrada para {event}.',
    view: 'Tu entrada',
  },
  fr: {
    subjectPrefix: '{event} :',
    intro: '{host}, qui organise {event}, vous a envoyé ce message :',
    why: 'Vous recevez cet e-mail parce que vous avez un billet pour {event}.',
    view: 'Votre billet',
  },
  id: {
    subjectPrefix: '{event}:',
    intro: '{host}, penyelenggara {event}, mengirimi Anda pesan ini:',
    why: 'Anda menerima email ini karena Anda memiliki tiket untuk {event}.',
    view: 'Tiket Anda',
  },
  it: {
    subjectPrefix: '{event}:',
    intro: '{host}, che organizza {event}, ti ha inviato questo messaggio:',
    why: 'Ricevi questa email perché hai un biglietto per {event}.',
    view: 'Il tuo biglietto',
  },
  ja: {
    subjectPrefix: '【{event}】',
    intro: '{event} の主催者 {host} さんからメッセージが届きました：',
    why: '{event} のチケットをお持ちのため、このメールをお送りしています。',
    view: 'チケットを見る',
  },
  ko: {
    subjectPrefix: '[{event}]',
    intro: '{event}의 주최자 {host}님이 보낸 메시지입니다:',
    why: '{event} 티켓을 가지고 계셔서 이 메일을 보내 드립니다.',
    view: '내 티켓',
  },
  pl: {
    subjectPrefix: '{event}:',
    intro: '{host}, organizator wydarzenia {event}, przesyła Ci tę wiadomość:',
    why: 'Otrzymujesz tę wiadomość, ponieważ masz bilet na {event}.',
    view: 'Twój bilet',
  },
  pt: {
    subjectPrefix: '{event}:',
    intro: '{host}, que organiza {event}, enviou-lhe esta mensagem:',
    why: 'Recebe este e-mail porque tem um bilhete para {event}.',
    view: 'O seu bilhete',
  },
  ru: {
    subjectPrefix: '{event}:',
    intro: '{host}, организатор события «{event}», отправил(а) вам сообщение:',
    why: 'Вы получили это письмо, потому что у вас есть билет на «{event}».',
    view: 'Ваш билет',
  },
  tr: {
    subjectPrefix: '{event}:',
    intro: '{event} etkinliğinin düzenleyicisi {host} size şu mesajı gönderdi:',
    why: '{event} için biletiniz olduğu için bu e-postayı alıyorsunuz.',
    view: 'Biletiniz',
  },
  uk: {
    subjectPrefix: '{event}:',
    intro: '{host}, організатор події «{event}», надіслав(ла) вам повідомлення:',
    why: 'Ви отримали цей лист, бо маєте квиток на «{event}».',
    view: 'Ваш квиток',
  },
  zh: {
    subjectPrefix: '【{event}】',
    intro: '{event} 的主办方 {host} 给你发来一条消息：',
    why: '你收到这封邮件，是因为你持有 {event} 的门票。',
    view: '我的门票',
  },
};
