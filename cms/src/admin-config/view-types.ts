/** What an editor reads beside one field in the admin: its name, a line of help and an example. */
export type FieldText = { label: string; description: string; placeholder?: string };

/**
 * How the Content Manager shows one content type or component. Only what is named here is set; the rest
 * of Strapi's view configuration (field sizes, order) stays as Strapi or an editor made it.
 */
export type ViewConfig = {
  /** The field that names an entry in lists, relations and collapsed repeatable items. */
  mainField?: string;
  /** The list view's columns, in order (Strapi adds Status and the i18n plugin's languages column). */
  list?: string[];
  fields: Record<string, FieldText>;
};

/** Labels for the fields every collection has, used in list views. */
export const commonFields: Record<string, FieldText> = {
  updatedAt: { label: 'Last changed', description: '' },
  createdAt: { label: 'Created', description: '' },
  publishedAt: { label: 'Published', description: '' },
  locale: { label: 'Language', description: '' },
  id: { label: 'ID', description: '' },
  documentId: { label: 'Document ID', description: '' },
};
