'use strict';

/**
 * A redirect rule's kind (301, 302, 307, 308) was an attribute named `status`, which Strapi 5 reserves
 * for draft and published: its admin showed the field empty and could not set it (strapi/strapi#22201).
 * It is `redirectType` now. Strapi runs this before its schema sync, which would otherwise drop the old
 * column with every rule's kind in it: the column is renamed in place. A fresh database has no table yet.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('redirect_rules'))) return;
    if (!(await knex.schema.hasColumn('redirect_rules', 'status'))) return;
    if (await knex.schema.hasColumn('redirect_rules', 'redirect_type')) return;
    await knex.schema.alterTable('redirect_rules', (table) => {
      table.renameColumn('status', 'redirect_type');
    });
  },
};
