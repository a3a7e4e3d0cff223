/**
 * `<tc-admin-materials>`: the materials section of the admin console (issue 13), for role admin (the
 * server refuses everyone else with 40003). Shows the terms of use in force (version, date, how many
 * users agreed) and publishes the next version in English and Spanish, after which every user and
 * partner visitor must agree again before downloading; uploads a new file with its progress; lists the
 * files (search, language filter, pages, download counts) to correct a name, description or language,
 * or delete a file after a confirmation. Every change is audited by the server and announced in a
 * status region; keyboard only works throughout (Cancel returns the focus to the row).
 *
 * @tag tc-admin-materials
 * @attr {number} [page-size=20] - Files per page.
 * @attr {string} [query] - The file table's search, language and page as an address's query, e.g. `?q=manual&language=es&page=2` (`language` all (the default), en or es; `?` alone: the first page of every file; an attribute set to '' is ignored); invalid values fall back to the defaults. When it changes (Back, Forward), the table follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after a search is submitted, the language changed or a page turned (not while typing): `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart forbidden - What a signed-in learner sees instead of the section: it is for administrators.
 * @csspart heading - The heading.
 * @csspart notice - The announcement of the last change.
 * @csspart alert - A form's or an action's refusal, announced.
 * @csspart terms - The terms of use panel.
 * @csspart terms-version - The line naming the version in force.
 * @csspart terms-form - The form of the next terms version.
 * @csspart upload - The upload panel.
 * @csspart upload-form - The upload form.
 * @csspart progress - The upload's progress.
 * @csspart files - The file table panel.
 * @csspart filters - The search and language filter.
 * @csspart loading - A loading state.
 * @csspart error - An error shown when a part could not load, with its retry button.
 * @csspart table - The table's scrolling frame.
 * @csspart row - A file's row.
 * @csspart edit-form - The correction form of a file.
 * @csspart pager - The paging controls.
 * @csspart field - Each form field.
 * @csspart label - Each field's label.
 * @csspart empty - The empty table's text.
 * @csspart button - Each button (also `new-version`, `publish`, `upload`, `edit`, `delete`, `confirm-delete`, `save`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import adminSectionCss from '../../src/ui/adminSection.css?inline';
import { AdminMaterials, type AdminMaterialsProps } from './AdminMaterials';

export const adminMaterialsTag = 'tc-admin-materials';

export type TcAdminMaterialsElement = HTMLElement & Omit<AdminMaterialsProps, keyof WidgetProps>;

/** Registers `<tc-admin-materials>`; later calls are no-ops. */
export const defineAdminMaterials = (): CustomElementConstructor =>
  defineWidget({
    tag: adminMaterialsTag,
    component: AdminMaterials,
    props: { pageSize: 'number', query: 'string' },
    adminTexts: true,
    styles: [formsCss, tableCss, adminSectionCss],
  });

defineAdminMaterials();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-materials': TcAdminMaterialsElement;
  }
}
