import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/partner/README.md).
import { partnerFixture } from '../src/testing/fixtures/partner';
import '../widgets/company-team/element';
import { withMockApi, type MockHandler } from './mockApi';

const team: MockHandler = () => ({ code: ResultCode.success, message: 'OK', result: partnerFixture(i18n.language === 'es' ? 'team.filled.es' : 'team.filled') });
const invited: MockHandler = () => ({ code: ResultCode.success, message: 'OK', result: partnerFixture('team.filled').invitations[0] });

const meta: Meta = {
  title: 'Widgets/tc-company-team',
  decorators: [withMockApi({ '/company/team': team, 'POST /company/invite': invited })],
  render: () => <tc-company-team />,
};
export default meta;

type Story = StoryObj;

/** The company admin, one technician halfway through the installation course, one invitation open. */
export const Filled: Story = {};

/** Only the admin so far, nobody invited. */
export const Empty: Story = {
  decorators: [
    withMockApi({
      '/company/team': () => {
        const recorded = partnerFixture('team.filled');
        return { code: ResultCode.success, message: 'OK', result: { ...recorded, members: recorded.members.filter((member) => member.companyAdmin), invitations: [] } };
      },
    }),
  ],
};

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/company/team': () => new Promise(() => undefined) })] };

/** A technician (not the company admin): the server's 40003. */
export const NotCompanyAdmin: Story = { decorators: [withMockApi({ '/company/team': () => partnerFixture('team.forbidden') })] };

/** The team could not load. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/company/team': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
