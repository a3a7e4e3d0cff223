/**
 * `<tc-questionnaire>`: the training questionnaire an attendee opens by scanning the instructor's QR
 * code (spec 2 `/questionnaire`, issue 12). Phone first. The form: type of training, company name,
 * name, position, cell phone (numbers only), email, product training, training method, then the
 * questionnaire's own questions (single choice, multiple choice, fill-in field, text, rating). Every
 * message of spec 5 word for word; a submit with a missing answer moves focus to it. What the attendee
 * types is kept in the browser (localStorage, per session code) so a reload loses nothing. The server
 * records the scan time and keeps one submission per e-mail per training session. Then the thank-you
 * page. No session needed.
 *
 * @tag tc-questionnaire
 * @attr {string} code - The training session's QR code value. Default: the page's `?code=` query.
 * @fires tc-questionnaire-submitted - The answers were kept by the server: `{ submissionId, sessionId }`.
 * @csspart base - The widget (also `thanks` on the thank-you page).
 * @csspart heading - The heading (the questionnaire's title).
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the questionnaire could not load, with its retry button (a code of no training: also `not-found`, no retry); also each field's error message.
 * @csspart no-code - The text shown without a code.
 * @csspart session - Instructor, place and date of the session.
 * @csspart form - The form.
 * @csspart section - The attendee's and the questions' groups.
 * @csspart field - A labelled field.
 * @csspart label - A field's label.
 * @csspart input - Each input, select and text area.
 * @csspart question - One of the questionnaire's questions.
 * @csspart choice - An option of a choice or rating question.
 * @csspart alert - The message naming the first missing answer, or the server's answer.
 * @csspart button - Each button (also `submit`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import questionnaireCss from './questionnaire.css?inline';
import { Questionnaire, type QuestionnaireProps } from './Questionnaire';

export const questionnaireTag = 'tc-questionnaire';

/** The element's properties: the component's props, minus what the element itself supplies. */
export type TcQuestionnaireElement = HTMLElement & Omit<QuestionnaireProps, keyof WidgetProps>;

/** Registers `<tc-questionnaire>`; later calls are no-ops. */
export const defineQuestionnaire = (): CustomElementConstructor =>
  defineWidget({
    tag: questionnaireTag,
    component: Questionnaire,
    props: { code: 'string' },
    styles: [formsCss, questionnaireCss],
  });

defineQuestionnaire();

declare global {
  interface HTMLElementTagNameMap {
    'tc-questionnaire': TcQuestionnaireElement;
  }
}
