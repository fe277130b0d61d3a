import {
  cancelResultSchema,
  chooseResultSchema,
  manageCancelSchema,
  manageChooseSchema,
  manageTokenSchema,
  manageViewSchema,
} from '../../domain/manage';
import {
  dataExportSchema,
  dataRequestSchema,
  dataRequestSentSchema,
  dataRequestTokenSchema,
  erasureResultSchema,
} from '../../domain/privacy';
import { route } from './define';

export const manageRoutes = [
  route({
    method: 'POST',
    url: '/manage',
    operationId: 'viewManagedBooking',
    idempotent: false,
    tag: 'Manage booking',
    summary: 'A booking as its private manage link shows it (the token in the body, never in a URL); 404 for a wrong or expired token.',
    body: manageTokenSchema,
    response: manageViewSchema,
    errors: [404],
    call: (caller, { input }) => caller.manage.view(input),
  }),
  route({
    method: 'POST',
    url: '/manage/cancel',
    operationId: 'cancelManagedBooking',
    tag: 'Manage booking',
    summary: 'Cancels the booking under the terms; refundPence is the refund the visitor was shown (409 if it has changed since).',
    body: manageCancelSchema,
    response: cancelResultSchema,
    errors: [404, 409],
    call: (caller, { input }) => caller.manage.cancel(input),
  }),
  route({
    method: 'POST',
    url: '/manage/choose',
    operationId: 'chooseRefundOrCredit',
    tag: 'Manage booking',
    summary:
      'After the owner cancelled a paid class: choice refund (to the card) or credit (one class credit per place cancelled, so a group gets one for each of its places). Made once; unanswered after 7 days it is a refund. 409 if the other was chosen.',
    body: manageChooseSchema,
    response: chooseResultSchema,
    errors: [404, 409],
    call: (caller, { input }) => caller.manage.choose(input),
  }),
];

export const dataRoutes = [
  route({
    method: 'POST',
    url: '/manage/data',
    operationId: 'exportManagedData',
    idempotent: false,
    tag: 'Your data',
    summary: 'Everything held about the e-mail address of the booking behind a manage link (UK GDPR right of access).',
    body: manageTokenSchema,
    response: dataExportSchema,
    errors: [404],
    call: (caller, { input }) => caller.manage.exportData(input),
  }),
  route({
    method: 'POST',
    url: '/manage/erase',
    operationId: 'eraseManagedData',
    tag: 'Your data',
    summary:
      "Erases the personal data held about the manage link's e-mail address; accounting records stay, anonymised. 409 while a class is still to come.",
    body: manageTokenSchema,
    response: erasureResultSchema,
    errors: [404, 409],
    call: (caller, { input }) => caller.manage.eraseData(input),
  }),
  route({
    method: 'POST',
    url: '/privacy/requests',
    operationId: 'requestDataLink',
    tag: 'Your data',
    summary:
      'E-mails a link to the address given that downloads or erases what is held about it. The answer is the same whether or not anything is held.',
    body: dataRequestSchema,
    response: dataRequestSentSchema,
    call: (caller, { input }) => caller.privacy.requestData(input),
  }),
  route({
    method: 'POST',
    url: '/privacy/data',
    operationId: 'exportRequestedData',
    idempotent: false,
    tag: 'Your data',
    summary: "Everything held about the address of a data-request link's e-mail; 404 for a wrong or expired link.",
    body: dataRequestTokenSchema,
    response: dataExportSchema,
    errors: [404],
    call: (caller, { input }) => caller.privacy.exportData(input),
  }),
  route({
    method: 'POST',
    url: '/privacy/erase',
    operationId: 'eraseRequestedData',
    tag: 'Your data',
    summary:
      "Erases the personal data held about a data-request link's address; accounting records stay, anonymised. 409 while a class is still to come.",
    body: dataRequestTokenSchema,
    response: erasureResultSchema,
    errors: [404, 409],
    call: (caller, { input }) => caller.privacy.eraseData(input),
  }),
];
