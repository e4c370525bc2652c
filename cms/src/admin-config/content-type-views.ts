import type { FieldText, ViewConfig } from './view-types';

const slug: FieldText = {
  label: 'Web address (slug)',
  description:
    'The last part of the page address, the same in every language: lowercase letters, digits and hyphens, e.g. lisbon-meetup.',
  placeholder: 'lisbon-meetup',
};
const summary: FieldText = {
  label: 'Summary',
  description: 'One or two sentences shown in lists, search results and link previews.',
};
const cover: FieldText = {
  label: 'Cover image',
  description:
    'Shown at the top of the page and in lists and link previews. Give it alternative text in the media library.',
};
const sections: FieldText = {
  label: 'Sections',
  description: 'The blocks the page is made of, top to bottom. Add, reorder or remove them here.',
};
const siteOrHttps =
  'Link: a site path like /events or a full address starting with https://. Other links are refused.';

/** Content types editors work with, keyed by uid. */
export const contentTypeViews: Record<string, ViewConfig> = {
  'api::page.page': {
    mainField: 'title',
    list: ['title', 'key', 'updatedAt'],
    fields: {
      key: {
        label: 'Page on the site',
        description:
          'Which fixed page this is: home is /, pricing is /pricing, and so on. Changing it moves the content to another page.',
        placeholder: 'pricing',
      },
      title: {
        label: 'Title',
        description: "The page's title in the browser tab and search results.",
        placeholder: 'Pricing',
      },
      description: {
        label: 'Description',
        description: 'One or two sentences for search results and link previews (up to 300 characters).',
      },
      ogImage: {
        label: 'Link preview image',
        description:
          'The picture shown when the page is shared. Without one, the site draws a card with the title.',
      },
      sections,
    },
  },
  'api::blog-post.blog-post': {
    mainField: 'title',
    list: ['title', 'slug', 'publishedOn', 'updatedAt'],
    fields: {
      title: {
        label: 'Title',
        description: 'The headline, in this language.',
        placeholder: 'How we run check-in',
      },
      slug,
      summary,
      body: {
        label: 'Text',
        description:
          'The article in Markdown. Leave it empty in a language to show the English text with a note.',
      },
      author: {
        label: 'Author',
        description: 'Who wrote it, as shown under the title.',
        placeholder: 'Ana Silva',
      },
      publishedOn: {
        label: 'Date shown',
        description: 'The date the post shows and is sorted by; the same in every language.',
      },
      tags: {
        label: 'Tags',
        description:
          "Topics the post is listed under, written in this language (a Japanese post gets Japanese tags). Use the same words on every post of a topic; each tag links to that topic's list.",
      },
      cover,
    },
  },
  'api::how-to-guide.how-to-guide': {
    mainField: 'title',
    list: ['title', 'slug', 'level', 'updatedAt'],
    fields: {
      title: {
        label: 'Title',
        description: 'What the guide helps to do.',
        placeholder: 'Check in guests at the door',
      },
      slug,
      summary,
      body: {
        label: 'Steps',
        description:
          'The guide in Markdown. Leave it empty in a language to show the English text with a note.',
      },
      durationMinutes: {
        label: 'Minutes it takes',
        description: 'How long following the guide takes, in whole minutes.',
        placeholder: '10',
      },
      level: {
        label: 'Level',
        description: 'Beginner, intermediate or advanced: shown as a badge on the guide.',
      },
      cover,
    },
  },
  'api::hub.hub': {
    mainField: 'name',
    list: ['name', 'slug', 'city', 'updatedAt'],
    fields: {
      name: {
        label: 'Name',
        description: "The hub's name as its members say it.",
        placeholder: 'Lisbon Web3 Builders',
      },
      slug,
      summary,
      description: { label: 'About', description: 'What the hub is and who it is for, in Markdown.' },
      city: { label: 'City', description: 'Where the hub meets, in this language.', placeholder: 'Lisbon' },
      country: {
        label: 'Country code',
        description:
          'Two capital letters (ISO 3166), e.g. PT for Portugal; the site writes the name in each language.',
        placeholder: 'PT',
      },
      website: {
        label: 'Website',
        description: "The hub's own site, a full address starting with https://.",
        placeholder: 'https://example.org',
      },
      cover,
      events: {
        label: 'Events',
        description:
          "The hub's events. Link them from the event (field Hub); one link counts for every language.",
      },
    },
  },
  'api::event.event': {
    mainField: 'title',
    list: ['title', 'slug', 'startsAt', 'updatedAt'],
    fields: {
      title: {
        label: 'Title',
        description: "The event's name in this language.",
        placeholder: 'Lisbon builders meetup',
      },
      slug,
      summary,
      description: { label: 'Description', description: 'What happens at the event, in Markdown.' },
      startsAt: { label: 'Starts', description: 'When the event starts; the same in every language.' },
      endsAt: { label: 'Ends', description: 'When it ends (optional).' },
      timeZone: {
        label: 'Time zone',
        description: 'Where the times are meant: an IANA name such as Europe/Lisbon or America/New_York.',
        placeholder: 'Europe/Lisbon',
      },
      venueName: {
        label: 'Venue',
        description: 'The place, as guests would look for it.',
        placeholder: 'LX Factory',
      },
      venueAddress: {
        label: 'Venue address',
        description: 'Street, number and city: the site links it to a map.',
        placeholder: 'Rua Rodrigues de Faria 103, Lisboa',
      },
      onlineUrl: {
        label: 'Online link',
        description: 'For online events: the full address guests join at, starting with https://.',
        placeholder: 'https://meet.example.com/…',
      },
      tickets: {
        label: 'Tickets',
        description: 'The kinds of ticket on sale, each with its price and number.',
      },
      hub: {
        label: 'Hub',
        description: 'The community hosting it. Set it in any language: it counts for all of them.',
      },
      cover,
      checkoutUrl: {
        label: 'Ticket shop link',
        description: 'Only if tickets are sold elsewhere: a full address starting with https://.',
        placeholder: 'https://tickets.example.com/…',
      },
      hosts: { label: 'Hosts', description: 'People or groups shown as hosts, with a picture.' },
      city: {
        label: 'City',
        description: 'Shown in lists and used by the city filter.',
        placeholder: 'Lisbon',
      },
      organizer: {
        label: 'Organizer account',
        description: 'The site account that created the event, if one did. Editors need not set it.',
      },
      organizerName: {
        label: 'Organizer (shown as "Hosted by")',
        description:
          'Set when a site account creates the event; the account itself is in "Organizer account".',
      },
      coHosts: {
        label: 'Co-hosts',
        description: 'Accounts that may help run the event. Set by the organizer.',
      },
      hidden: {
        label: 'Hidden by moderators',
        description:
          'Turn on and save to take this event off the site at once (every language, no need to publish): no list, no page (404), no sitemap entry, no new tickets. The organizer sees "hidden by moderators" and cannot undo it.',
      },
      sourceLocale: {
        label: 'Written in',
        description:
          'The language the organizer wrote the event in: languages without a version show this one.',
      },
      sandbox: {
        label: 'Demo sandbox',
        description: "Made in a visitor's demo sandbox: never shown on the site, deleted after a day.",
      },
      sandboxCompanion: {
        label: "Demo sandbox's other event",
        description:
          'The second event of a check-in demo: its ticket shows the door answering "Not for this event".',
      },
    },
  },
  'api::demo.demo': {
    mainField: 'title',
    list: ['title', 'slug', 'updatedAt'],
    fields: {
      title: {
        label: 'Title',
        description: "The demo's headline.",
        placeholder: 'Sell tickets in five minutes',
      },
      slug: { ...slug, description: `${slug.description} The demo is served at /{slug}.` },
      summary,
      body: { label: 'Text', description: 'The demo text in Markdown, above its sections.' },
      ctaLabel: {
        label: 'Button text',
        description: "The words on the demo's main button.",
        placeholder: 'Try it',
      },
      ctaUrl: { label: 'Button link', description: siteOrHttps, placeholder: '/register' },
      cover,
      sections,
    },
  },
  'api::website-config.website-config': {
    fields: {
      siteName: {
        label: 'Site name',
        description:
          'The brand name the site shows everywhere: header, page titles, link previews, feeds and account mails. Pages may write {siteName} to repeat it.',
        placeholder: 'Belong',
      },
      helpChatHandle: {
        label: 'Help chat (Telegram name)',
        description:
          'The Telegram account the help button opens, without the @: 5 to 32 letters, digits or _.',
        placeholder: 'belong_support',
      },
      analytic: {
        label: 'Analytics',
        description: 'Loaded only after a visitor agrees in the consent banner.',
      },
      socialLinks: { label: 'Social media links', description: 'Shown in the footer, one per platform.' },
      operatorName: {
        label: 'Operator (legal name)',
        description:
          'Who runs the site, as on the imprint: shown in the footer and on the terms and privacy pages.',
        placeholder: 'Example GmbH',
      },
      operatorAddress: {
        label: 'Operator address',
        description: 'Postal address, one line per part (street, city, country).',
        placeholder: 'Musterweg 7\n10115 Berlin\nGermany',
      },
      operatorEmail: {
        label: 'Operator e-mail',
        description: 'Where visitors write about legal and privacy matters.',
        placeholder: 'legal@example.org',
      },
    },
  },
  'api::redirect-rule.redirect-rule': {
    mainField: 'from',
    list: ['from', 'to', 'redirectType', 'updatedAt'],
    fields: {
      from: {
        label: 'From (old path)',
        description: 'The old address on this site, starting with /, e.g. /old-pricing.',
        placeholder: '/old-pricing',
      },
      to: {
        label: 'To',
        description:
          'Where visitors go instead: a site path like /pricing, or a full address starting with https://.',
        placeholder: '/pricing',
      },
      redirectType: {
        label: 'Kind of redirect',
        description:
          'Moved for good (301): search engines move their listing to the new address. Moved for now (302): they keep the old one. 307 and 308 are the same two, for addresses that forms post to.',
      },
    },
  },
  'api::pass-holding.pass-holding': {
    mainField: 'pass',
    list: ['pass', 'user', 'updatedAt'],
    fields: {
      pass: {
        label: 'Pass',
        description: 'The pass key a ticket tier names in its "Pass" field (lowercase, hyphens).',
        placeholder: 'founder-pass',
      },
      user: { label: 'Account', description: 'The site account that holds the pass.' },
      note: { label: 'Note', description: 'How the holding was checked, for other editors.' },
    },
  },
  'api::ticket.ticket': {
    mainField: 'code',
    list: ['code', 'eventSlug', 'tierName', 'ticketStatus', 'updatedAt'],
    fields: {
      eventSlug: { label: 'Event (slug)', description: 'The event this ticket is for.' },
      eventDocumentId: { label: 'Event document', description: 'Written by the site.' },
      tierKey: { label: 'Tier key', description: 'Written by the site.' },
      tierName: { label: 'Tier', description: 'The kind of ticket.' },
      ticketStatus: {
        label: 'Status',
        description:
          'Set it to Cancelled to give the seat back: the first one on the waitlist is offered it by mail. A cancelled ticket stays cancelled.',
      },
      code: { label: 'Ticket code', description: 'What the door scans.' },
      holder: { label: 'Holder account', description: 'Written by the site.' },
      holderName: { label: 'Holder name', description: 'Written by the site.' },
      holderEmail: { label: 'Holder e-mail', description: 'Written by the site.' },
      holderLocale: { label: 'Holder language', description: 'The language ticket mails go out in.' },
      confirmedAt: { label: 'Confirmed', description: 'Written by the site.' },
      cancelledAt: { label: 'Cancelled', description: 'Written by the site.' },
      checkedInAt: { label: 'Checked in', description: 'Written by the site.' },
      expiresAt: { label: 'Hold expires', description: 'An unconfirmed claim gives its seat back then.' },
      seatHeld: { label: 'Seat held', description: 'Written by the site.' },
      confirmTokenHash: { label: 'Confirmation token (hash)', description: 'Internal.' },
      confirmCodeHash: { label: 'Confirmation code (hash)', description: 'Internal.' },
      confirmAttempts: { label: 'Confirmation attempts', description: 'Internal.' },
      confirmSentAt: { label: 'Confirmation sent', description: 'Internal.' },
      checkedInByName: { label: 'Checked in by', description: 'Written by the site.' },
      checkInScanId: { label: 'Scan ID', description: 'Internal.' },
    },
  },
  'api::waitlist-entry.waitlist-entry': {
    mainField: 'eventSlug',
    list: ['eventSlug', 'tierKey', 'waitlistStatus', 'offeredAt'],
    fields: {
      eventSlug: { label: 'Event (slug)', description: 'The event waited for.' },
      eventDocumentId: { label: 'Event document', description: 'Written by the site.' },
      tierKey: { label: 'Tier key', description: 'The sold-out tier.' },
      waitlistStatus: {
        label: 'Status',
        description:
          'Written by the site. Seat offered: a freed seat is held for them and they were told by mail.',
      },
      name: { label: 'Name', description: 'Written by the site.' },
      email: { label: 'E-mail', description: 'Written by the site.' },
      user: { label: 'Account', description: 'Written by the site.' },
      holderLocale: { label: 'Language', description: 'The language the offer mail goes out in.' },
      offeredAt: { label: 'Offered', description: 'When a freed seat was offered.' },
    },
  },
};
