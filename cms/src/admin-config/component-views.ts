import type { FieldText, ViewConfig } from './view-types';

const heading: FieldText = {
  label: 'Heading',
  description: "The section's heading. Write {siteName} for the site's name.",
};
const lead: FieldText = { label: 'Intro', description: 'A sentence or two under the heading (optional).' };
const visual: FieldText = {
  label: 'Picture drawn by the site',
  description:
    "One of the site's own illustrations, used when no image is uploaded: tickets, check-in, wallet…",
};
const image: FieldText = {
  label: 'Image',
  description: 'Your own picture instead of the drawn one. Give it alternative text in the media library.',
};
const sample: FieldText = {
  label: 'Sample content (hidden)',
  description:
    'On: this section holds made-up examples and is NOT shown on the site. Turn it off once the content is real.',
};
const primaryCta: FieldText = { label: 'Main button', description: 'The most important action (optional).' };
const secondaryCta: FieldText = {
  label: 'Second button',
  description: 'A quieter second action (optional).',
};

/** Every component's fields, keyed by component uid. */
export const componentViews: Record<string, ViewConfig> = {
  'blog.tag': {
    mainField: 'label',
    fields: {
      label: {
        label: 'Tag',
        description:
          "A topic in this post's language, a word or two (at most 40 characters). Posts with the same tag are listed together at /blog?tag=…",
        placeholder: 'Events',
      },
    },
  },
  'elements.comparison-row': {
    mainField: 'feature',
    fields: {
      feature: {
        label: 'Compared point',
        description: 'What is compared, e.g. "Fees".',
        placeholder: 'Fees',
      },
      us: { label: 'Us', description: 'How this site does it.' },
      them: { label: 'Them', description: 'How the other product does it, as its own pages say.' },
      sourceUrl: {
        label: 'Source',
        description: "The other product's page that says so: a full address starting with https://.",
        placeholder: 'https://example.com/pricing',
      },
      sourceSeen: { label: 'Source checked on', description: 'When someone last read that page.' },
    },
  },
  'elements.faq-item': {
    mainField: 'question',
    fields: {
      question: {
        label: 'Question',
        description: 'As a visitor would ask it.',
        placeholder: 'Can I refund a ticket?',
      },
      answer: { label: 'Answer', description: 'A short answer in Markdown.' },
    },
  },
  'elements.feature': {
    mainField: 'title',
    fields: {
      icon: { label: 'Icon', description: 'The small picture on the card.' },
      title: {
        label: 'Title',
        description: 'The feature in a few words.',
        placeholder: 'Check-in at the door',
      },
      text: { label: 'Text', description: 'One or two sentences on what it does for the reader.' },
    },
  },
  'elements.link': {
    mainField: 'label',
    fields: {
      label: {
        label: 'Button text',
        description: 'The words on the button or link.',
        placeholder: 'Get started',
      },
      href: {
        label: 'Link',
        description:
          'A site path like /events (the site adds the language) or a full address starting with https://.',
        placeholder: '/events or https://…',
      },
    },
  },
  'elements.logo': {
    mainField: 'name',
    fields: {
      name: {
        label: 'Name',
        description: "The organisation's name, shown when there is no image and read out by screen readers.",
      },
      image: { label: 'Logo', description: 'The logo (optional); SVG or PNG on a transparent background.' },
    },
  },
  'elements.plan': {
    mainField: 'name',
    fields: {
      name: { label: 'Plan name', description: 'As on the card.', placeholder: 'Pro' },
      price: {
        label: 'Price as written',
        description: 'Shown when no amount is set, e.g. "Free" or "Talk to us".',
        placeholder: 'Free',
      },
      amount: {
        label: 'Amount',
        description: 'A number: the site writes it with the currency in each language.',
      },
      currency: {
        label: 'Currency',
        description: 'Three capital letters (ISO 4217), e.g. EUR or USD.',
        placeholder: 'EUR',
      },
      startingAt: { label: 'Show "From"', description: 'On: the price reads "From …".' },
      period: {
        label: 'Per',
        description: 'What the price is for, e.g. "per month".',
        placeholder: 'per month',
      },
      description: { label: 'Who it is for', description: 'One sentence under the name.' },
      features: { label: 'What is included', description: 'One item per line.' },
      cta: { label: 'Button', description: "The card's button." },
      highlighted: { label: 'Highlight', description: 'On: this card stands out as the suggested plan.' },
    },
  },
  'elements.stat': {
    mainField: 'value',
    fields: {
      value: {
        label: 'Figure',
        description: 'The number as shown, e.g. "12,000" or "98%".',
        placeholder: '12,000',
      },
      label: {
        label: 'What it counts',
        description: 'A few words under the figure.',
        placeholder: 'tickets checked in',
      },
    },
  },
  'elements.step': {
    mainField: 'title',
    fields: {
      title: { label: 'Step', description: 'The step in a few words.', placeholder: 'Create your event' },
      text: { label: 'Text', description: 'What to do, in a sentence or two.' },
    },
  },
  'elements.testimonial': {
    mainField: 'name',
    fields: {
      quote: { label: 'Quote', description: 'Their words, with their permission.' },
      name: { label: 'Name', description: 'Who said it.', placeholder: 'Ana Silva' },
      role: {
        label: 'Role',
        description: 'Their role and organisation (optional).',
        placeholder: 'Organizer, Lisbon Builders',
      },
    },
  },
  'event.host': {
    mainField: 'name',
    fields: {
      name: { label: 'Name', description: 'A person or group.', placeholder: 'Ana Silva' },
      role: { label: 'Role', description: 'e.g. Speaker, Host (optional).', placeholder: 'Speaker' },
      avatar: { label: 'Picture', description: 'A square photo or logo (optional).' },
      url: {
        label: 'Link',
        description: 'Their page: a full address starting with https:// (optional).',
        placeholder: 'https://…',
      },
    },
  },
  'event.ticket-tier': {
    mainField: 'name',
    fields: {
      name: { label: 'Ticket name', description: 'As guests see it.', placeholder: 'General admission' },
      price: { label: 'Price', description: 'A number; 0 for free tickets.', placeholder: '0' },
      currency: {
        label: 'Currency',
        description: 'Three capital letters (ISO 4217), e.g. EUR or USD.',
        placeholder: 'EUR',
      },
      supply: { label: 'How many', description: 'Seats of this kind; empty for no limit.' },
      nftGated: {
        label: 'Pass holders only',
        description: 'On: only accounts that hold the pass below may claim it.',
      },
      key: {
        label: 'Tier key',
        description:
          'A short name for this tier, used by tickets already issued: do not change it after sales start.',
        placeholder: 'general',
      },
      checkoutUrl: {
        label: 'Shop link',
        description: 'Only if this tier is sold elsewhere: a full address starting with https://.',
        placeholder: 'https://tickets.example.com/…',
      },
      perPerson: { label: 'Per person', description: 'How many one account may claim.' },
      pass: {
        label: 'Pass',
        description: 'For pass holders only: the pass key recorded under Pass holdings.',
        placeholder: 'founder-pass',
      },
    },
  },
  'sections.comparison-table': {
    mainField: 'heading',
    fields: {
      heading,
      lead,
      usLabel: {
        label: 'Our column',
        description: 'The heading of the column about this site.',
        placeholder: '{siteName}',
      },
      themLabel: {
        label: 'Their column',
        description: "The other product's name.",
        placeholder: 'Eventbrite',
      },
      rows: { label: 'Rows', description: 'One compared point each, with its source.' },
      asOf: { label: 'Checked on', description: 'When the comparison was last checked; shown with it.' },
      note: { label: 'Note', description: 'Small print under the table (optional).' },
    },
  },
  'sections.cta-band': {
    mainField: 'heading',
    fields: {
      heading,
      text: { label: 'Text', description: 'A sentence under the heading (optional).' },
      primaryCta,
      secondaryCta,
    },
  },
  'sections.entry-list': {
    mainField: 'heading',
    fields: {
      kind: {
        label: 'What to list',
        description:
          'Upcoming events, latest blog posts, hubs or how-to guides: read live, so new entries appear by themselves.',
      },
      heading,
      lead,
      limit: { label: 'How many', description: 'The number of entries shown.', placeholder: '3' },
      link: { label: '"See all" link', description: 'A link under the list (optional).' },
    },
  },
  'sections.faq': {
    mainField: 'heading',
    fields: {
      heading,
      items: { label: 'Questions', description: 'Also given to search engines as FAQ data.' },
    },
  },
  'sections.feature-grid': {
    mainField: 'heading',
    fields: {
      heading,
      lead,
      features: { label: 'Features', description: 'One card each; three or six read best.' },
    },
  },
  'sections.hero': {
    mainField: 'heading',
    fields: {
      eyebrow: {
        label: 'Small line above',
        description: 'A few words above the heading (optional).',
        placeholder: 'For organizers',
      },
      heading: {
        ...heading,
        description: "The page's main heading (the only h1). Write {siteName} for the site's name.",
      },
      lead,
      primaryCta,
      secondaryCta,
      visual,
      image,
      screen: {
        label: 'Product screen',
        description:
          'Draw a screen of the product here instead of a drawing: a ticket, the door scanner, a pass card, a guest list or a hub page (optional; an uploaded image wins).',
      },
    },
  },
  'sections.logo-strip': {
    mainField: 'heading',
    fields: {
      heading,
      logos: { label: 'Logos', description: 'Organisations, with their permission.' },
      sample,
    },
  },
  'sections.product-screen': {
    mainField: 'heading',
    fields: {
      heading,
      body: { label: 'Text', description: 'Markdown, beside the screen (optional).' },
      screen: {
        label: 'Screen',
        description:
          "Which screen of the product the site draws, in the visitor's language, with sample data.",
      },
      frame: { label: 'Frame', description: 'Drawn in a phone or in a browser window.' },
      imageSide: {
        label: 'Screen side',
        description: 'Which side of the text it stands on; on phones it always comes after the text.',
      },
      cta: { label: 'Button', description: 'A link under the text (optional).' },
    },
  },
  'sections.media-text': {
    mainField: 'heading',
    fields: {
      heading,
      body: { label: 'Text', description: 'Markdown.' },
      visual,
      image,
      imageSide: {
        label: 'Picture side',
        description: 'Which side of the text it stands on; on phones it always comes after the text.',
      },
      cta: { label: 'Button', description: 'A link under the text (optional).' },
    },
  },
  'sections.plans': {
    mainField: 'heading',
    fields: {
      heading,
      lead,
      plans: { label: 'Plans', description: 'One card each.' },
      note: { label: 'Note', description: 'Small print under the cards (optional).' },
    },
  },
  'sections.rich-text': {
    mainField: 'heading',
    fields: {
      heading: { label: 'Heading', description: 'Optional.' },
      body: { label: 'Text', description: 'Markdown: headings, lists, links.' },
    },
  },
  'sections.stats': {
    mainField: 'heading',
    fields: { heading, lead, stats: { label: 'Figures', description: 'Three or four read best.' }, sample },
  },
  'sections.steps': {
    mainField: 'heading',
    fields: { heading, lead, steps: { label: 'Steps', description: 'In order; the site numbers them.' } },
  },
  'sections.testimonials': {
    mainField: 'heading',
    fields: {
      heading,
      testimonials: { label: 'Quotes', description: 'Real quotes, with permission.' },
      sample,
    },
  },
  'shared.analytic': {
    fields: {
      meta_pixel_id: {
        label: 'Meta pixel ID',
        description: 'Digits only; empty for none.',
        placeholder: '123456789012345',
      },
      google_analytics_id: {
        label: 'Google Analytics ID',
        description: 'Starts with G-; empty for none.',
        placeholder: 'G-XXXXXXXXXX',
      },
      plausible_enabled: { label: 'Plausible analytics', description: 'On: count visits with Plausible.' },
      plausible_api_host: {
        label: 'Plausible address',
        description: 'Your Plausible server, a full address starting with https://; empty for plausible.io.',
        placeholder: 'https://plausible.io',
      },
    },
  },
  'shared.social-link': {
    mainField: 'platform',
    fields: {
      platform: { label: 'Platform', description: 'Which network: the footer shows its icon.' },
      url: {
        label: 'Profile link',
        description: 'A full address starting with https://.',
        placeholder: 'https://…',
      },
    },
  },
};
