import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
import { homeFixture } from '../src/testing/fixtures/home';
import '../widgets/notices/element';
import { failing, loggedOut, pending, phone, recorded } from './homeStoryKit';
import { withMockApi } from './mockApi';

const meta: Meta<{ noticeId?: string }> = {
  title: 'Widgets/tc-notices',
  decorators: [withMockApi({ '/notice/list': recorded('notices.list', 'notices.list.es'), '/notice/detail': recorded('notice.detail', 'notice.detail.es') })],
  render: (args) => <tc-notices notice-id={args.noticeId} detail-url="?noticeId={noticeId}" />,
};
export default meta;
type Story = StoryObj<{ noticeId?: string }>;

/** The index: title, date and a plain-text excerpt. */
export const Index: Story = {};
/** One notice with the rich text the server sanitised when it was stored. */
export const Detail: Story = { args: { noticeId: homeFixture('notice.detail').noticeId } };
export const Loading: Story = { decorators: [withMockApi({ '/notice/list': pending })] };
export const Empty: Story = { decorators: [withMockApi({ '/notice/list': recorded('notices.empty') })] };
export const LoadError: Story = { decorators: [withMockApi({ '/notice/list': failing })] };
/** A notice address that names no notice (recorded 40004): the server's message and All notices, no Try again, no toast. */
export const DetailNotFound: Story = { args: { noticeId: 'no-such-notice' }, decorators: [withMockApi({ '/notice/detail': () => homeFixture(i18n.language === 'es' ? 'notice.notFound.es' : 'notice.notFound') })] };
export const DetailNotFoundSpanish: Story = { ...DetailNotFound, globals: { lang: 'es' } };
/** A notice that could not load for another reason (50000): the message with Try again. */
export const DetailLoadError: Story = { args: { noticeId: homeFixture('notice.detail').noticeId }, decorators: [withMockApi({ '/notice/detail': failing })] };
export const LoggedOut: Story = { decorators: [withMockApi({ '/notice/list': loggedOut })] };
/** A reader of Spanish: the English notices are marked lang="en" and labelled 'Publicado solo en inglés'; the Spanish one is the reader's own. */
export const Spanish: Story = { globals: { lang: 'es' } };
export const SpanishDetail: Story = { ...Detail, globals: { lang: 'es' } };
export const Phone: Story = { ...Detail, globals: phone };
/** A notice written in Spanish among English ones, read in English: marked lang="es", 'Published in Spanish only'. */
export const WrittenInSpanish: Story = { decorators: [withMockApi({ '/notice/list': recorded('notices.list.spanish'), '/notice/detail': recorded('notice.detail.spanish') })] };
export const WrittenInSpanishDetail: Story = { ...WrittenInSpanish, args: { noticeId: homeFixture('notice.detail.spanish').noticeId } };
