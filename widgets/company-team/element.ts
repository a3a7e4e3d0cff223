/**
 * `<tc-company-team>`: a partner company's administrator invites the company's technicians and
 * follows their training (issue 13). The invitation is an e-mail with a one-time link that expires
 * (the technician sets a password with `<tc-invitation-accept>`); the table shows everyone of the
 * company with each course's progress and their certificates, and the invitations not yet used. An
 * open invitation can be sent again with a fresh link (Resend: the earlier link stops working; the
 * server limits invitation e-mails per address) or withdrawn after a confirmation (its link stops
 * working; the list's heading then takes the focus). Inviting an address whose invitation is open is
 * refused under the E-mail field, pointing to Resend. The e-mail is written in the language the
 * administrator chooses for the technician (E-mail language: English or Español, first the
 * administrator's own) and its link opens the invitation page in it; each open invitation says its
 * language. Over the company's daily cap of invitation e-mails the server's refusal shows in the
 * form. Only the caller's own company: the server refuses anyone who is not its administrator
 * (40003) and answers another company's invitation as one that does not exist.
 *
 * @tag tc-company-team
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart company - The company's name and number.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the team could not load, with its retry button.
 * @csspart invite-form - The invitation form.
 * @csspart field - Each field of the form.
 * @csspart notice - The confirmation of a sent invitation.
 * @csspart table - The table's scrolling frame.
 * @csspart row - A person's row.
 * @csspart invitations - The list of open invitations.
 * @csspart invitations-notice - The announcement of the last resend or withdrawal.
 * @csspart invitation - An invitation (also `invitation-pending`, `invitation-expired`).
 * @csspart alert - A failure that belongs to no field, or the server's refusal of an invitation's Resend or Withdraw.
 * @csspart empty - The text shown when no invitation is open.
 * @csspart button - Each button (also `invite`, `resend`, `withdraw`, `confirm-withdraw`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import companyTeamCss from './company-team.css?inline';
import { CompanyTeam, type CompanyTeamProps } from './CompanyTeam';

export const companyTeamTag = 'tc-company-team';

export type TcCompanyTeamElement = HTMLElement & Omit<CompanyTeamProps, keyof WidgetProps>;

/** Registers `<tc-company-team>`; later calls are no-ops. */
export const defineCompanyTeam = (): CustomElementConstructor =>
  defineWidget({
    tag: companyTeamTag,
    component: CompanyTeam,
    props: {},
    styles: [formsCss, tableCss, companyTeamCss],
  });

defineCompanyTeam();

declare global {
  interface HTMLElementTagNameMap {
    'tc-company-team': TcCompanyTeamElement;
  }
}
