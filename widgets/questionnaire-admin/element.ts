/**
 * `<tc-questionnaire-admin>`: the provider's view of the training questionnaires (issue 12), for
 * administrators (the server refuses anyone else): each questionnaire with its name, training type,
 * train object, training method, number of submissions, satisfaction rating and score from the
 * question weights; its answers (name, e-mail, phone, position, company, submit time, code-scanning
 * time, answers) filtered by day (US time), instructor and training type; the CSV export of them;
 * and authoring (instructors, training sessions, questionnaires of the five question types with
 * weights and required flags).
 *
 * @tag tc-questionnaire-admin
 * @attr {string} [query] - The questionnaire whose answers are shown and their filters as an address's query, e.g. `?questionnaire=<id>&from=2031-03-01&to=2031-03-31&instructor=<id>&type=sales` (`from`/`to` days in US time, `type` a training type; `?` alone: no answers shown; an attribute set to '' is ignored); invalid values, an unknown instructor among them, fall back to no filter. When it changes (Back, Forward), the view follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after Show answers (another questionnaire, its filters cleared) or Apply filters: `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the list could not load, with its retry button.
 * @csspart empty - The empty list's text.
 * @csspart sign-in - The text asking to log in.
 * @csspart forbidden - The text shown to a signed-in user who is not an administrator.
 * @csspart table - Each table's scrolling frame.
 * @csspart row - A questionnaire's or a submission's row.
 * @csspart submissions - The answers of the chosen questionnaire.
 * @csspart filters - The filters form.
 * @csspart authoring - The authoring forms.
 * @csspart form - The instructor form (src/ui/InstructorForm, the same as the instructors section's).
 * @csspart button - Each button (also `show`, `export`, `new-instructor`, `save`).
 * @csspart alert - A form's or an action's refusal, announced.
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import questionnaireAdminCss from './questionnaire-admin.css?inline';
import { QuestionnaireAdmin, type QuestionnaireAdminProps } from './QuestionnaireAdmin';

export const questionnaireAdminTag = 'tc-questionnaire-admin';

export type TcQuestionnaireAdminElement = HTMLElement & Omit<QuestionnaireAdminProps, keyof WidgetProps>;

/** Registers `<tc-questionnaire-admin>`; later calls are no-ops. */
export const defineQuestionnaireAdmin = (): CustomElementConstructor =>
  defineWidget({ tag: questionnaireAdminTag, component: QuestionnaireAdmin, props: { query: 'string' }, styles: [formsCss, tableCss, questionnaireAdminCss] });

defineQuestionnaireAdmin();

declare global {
  interface HTMLElementTagNameMap {
    'tc-questionnaire-admin': TcQuestionnaireAdminElement;
  }
}
