'use strict';

/**
 * A ticket's and a waitlist entry's state were attributes named `status`. Strapi's admin keeps `status`
 * for draft and published, even on types without drafts, and showed these fields empty: an editor could
 * neither see nor cancel a ticket there (strapi/strapi#22201). They are `ticketStatus` and
 * `waitlistStatus` now. Strapi runs this before its schema sync, which would otherwise drop the old
 * columns with every ticket's state in them: the columns are renamed in place. A fresh database has no
 * tables yet.
 */
const renames = [
  { table: 'tickets', to: 'ticket_status' },
  { table: 'waitlist_entries', to: 'waitlist_status' },
];

module.exports = {
  async up(knex) {
    for (const { table, to } of renames) {
      if (!(await knex.schema.hasTable(table))) continue;
      if (!(await knex.schema.hasColumn(table, 'status'))) continue;
      if (await knex.schema.hasColumn(table, to)) continue;
      await knex.schema.alterTable(table, (builder) => {
        builder.renameColumn('status', to);
      });
    }
  },
};
