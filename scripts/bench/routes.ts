/** One route the bench audits: a page of the app with the query a borrower arrives with. */
export interface BenchRoute {
  name: string;
  path: string;
}

const SESSION = 'productId=1&sessionId=bench&appVersion=1.0.0&deviceId=d-1';

/**
 * Every screen of the manifest once, with the query it is opened with (the sandbox answers each).
 * Apart from Lighthouse, so a browser test (tests/e2e/layoutShift.e2e.ts) reads them without loading it.
 */
export const ROUTES: readonly BenchRoute[] = [
  { name: 'landing', path: '/' },
  { name: 'order details', path: `/loanDetails?${SESSION}&orderId=order-174-delay1` },
  { name: 'loan confirm', path: `/loanConfirm?${SESSION}` },
  { name: 'loan confirm 2', path: `/loanConfirm2?${SESSION}` },
  { name: 'loan agreement', path: `/loanAgreement?${SESSION}&orderId=o-9` },
  { name: 'repay choice', path: `/repayChoice?${SESSION}&orderId=order-174-delay1` },
  { name: 'repay choice list', path: `/repayChoiceList?${SESSION}&orderId=o-1` },
  { name: 'repay period', path: `/repayPeriod?${SESSION}&orderId=o-1&source=loanDetail` },
  { name: 'repay delay', path: `/repayDelay?${SESSION}&orderId=o-1&source=loanDetail` },
  { name: 'payment way', path: `/paymentWay?${SESSION}&orderId=o-1&amount=545000` },
  {
    name: 'repayment code',
    path: `/repaymentOfCode2?${SESSION}&showType=1&payCode=PC1&repayAmount=150050`,
  },
  { name: 'repayment saved', path: `/repaymentOfCode?${SESSION}` },
  { name: 'pay instructions', path: `/carpmm?${SESSION}` },
  { name: 'bind bank', path: `/bindBank?${SESSION}` },
  { name: 'complaint', path: `/complaint?${SESSION}&orderId=order-9` },
  {
    name: 'complaint text',
    path: `/complainPageNext?${SESSION}&problemType=2&orderNo=PA20260101001`,
  },
  { name: 'complaint list', path: `/complaintList?${SESSION}` },
  { name: 'complaint detail', path: `/complainDetails?${SESSION}&problemId=p-1` },
  { name: 'customer service', path: `/customerService?${SESSION}` },
  { name: 'about us', path: `/aboutUs?${SESSION}` },
  { name: 'privacy policy', path: `/privacyPolicy?${SESSION}` },
  { name: 'loan terms', path: `/loanTerms?${SESSION}` },
  { name: 'promotion', path: '/promotion?templateId=tpl-1' },
  { name: 'promotion terms', path: '/promotionAgreement' },
  { name: 'download', path: '/download' },
  { name: 'test preview', path: `/testPreview?${SESSION}` },
  { name: 'not found', path: `/nowhere?${SESSION}` },
];
