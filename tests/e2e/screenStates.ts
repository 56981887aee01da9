/** A state of every screen of the product: its address (with the sandbox's session) and a button it shows once drawn. */
export interface ScreenState {
  name: string;
  path: string;
  ready: string | RegExp | undefined;
  /** A part of the page that is not ours (an agreement's frame), left out of page-wide checks. */
  exclude?: string;
}

export const SESSION = 'productId=1&sessionId=s-1&appVersion=1.0.0&deviceId=d-1';

/** Every screen of the product, in the states a page-wide check (accessibility, brand) visits. */
export const SCREENS: ScreenState[] = [
  {
    name: 'order details, due with recommended products hidden',
    path: `/loanDetails?${SESSION}&orderId=order-174-delay1`,
    ready: 'REPAY',
  },
  {
    name: 'order details, approved with recommended products',
    path: `/loanDetails?${SESSION}&orderId=order-110-delay0`,
    ready: /Apply/,
  },
  {
    name: 'instalment repayment',
    path: `/repayPeriod?${SESSION}&orderId=o-1&source=loanDetail`,
    ready: 'Payment Method',
  },
  {
    name: 'rollover repayment',
    path: `/repayDelay?${SESSION}&orderId=o-1&source=loanDetail`,
    ready: 'Payment Method',
  },
  { name: 'bind bank', path: `/bindBank?${SESSION}`, ready: 'Next' },
  { name: 'customer service', path: `/customerService?${SESSION}`, ready: /E-mail/ },
  { name: 'complaint entry', path: `/complaint?${SESSION}&orderId=order-9`, ready: 'All' },
  {
    name: 'complaint description',
    path: `/complainPageNext?${SESSION}&problemType=2&orderNo=PA20260101001`,
    ready: 'Send',
  },
  { name: 'complaint list', path: `/complaintList?${SESSION}`, ready: undefined },
  { name: 'not found', path: `/nowhere?${SESSION}`, ready: 'Back to home' },
  {
    name: 'repayment code, pay code',
    path: `/repaymentOfCode2?${SESSION}&showType=1&payCode=PC1&repayAmount=150050`,
    ready: 'Copy pay code',
  },
  {
    name: 'repayment code, QR image',
    path: `/repaymentOfCode2?${SESSION}&showType=2&payCodeImg=%2Fguide%2Fgcash-3.svg&repayAmount=150050`,
    ready: 'See payment instructions',
  },
  { name: 'repayment code, nothing saved', path: `/repaymentOfCode?${SESSION}`, ready: 'Back to my order' },
  { name: 'payment instructions', path: `/carpmm?${SESSION}`, ready: /GCash step 1/ },
  { name: 'about us', path: `/aboutUs?${SESSION}`, ready: /E-mail/ },
  { name: 'privacy policy', path: `/privacyPolicy?${SESSION}`, ready: 'Lender information' },
  { name: 'loan terms', path: `/loanTerms?${SESSION}`, ready: 'Read the privacy policy' },
  { name: 'promotion sign-up', path: '/promotion?templateId=tpl-1', ready: 'Get code' },
  { name: 'promotion download', path: '/download', ready: /Google Play/ },
  { name: 'promotion agreement', path: '/promotionAgreement', ready: 'Back to sign-up' },
  { name: 'landing', path: '/', ready: undefined },
  { name: 'payment way', path: `/paymentWay?${SESSION}&orderId=o-1&amount=545000`, ready: /^Pay ₱/ },
  {
    name: 'payment way, no saved card',
    path: `/paymentWay?${SESSION}&orderId=pay-nocards&amount=545000`,
    ready: 'Add a bank card',
  },
  { name: 'repay choice', path: `/repayChoice?${SESSION}&orderId=order-174-delay1`, ready: 'Roll over' },
  {
    name: 'repay choice, nothing due',
    path: `/repayChoice?${SESSION}&orderId=order-200-delay0`,
    ready: 'Back to my order',
  },
  { name: 'repay choice list', path: `/repayChoiceList?${SESSION}&orderId=o-1`, ready: 'Get my pay code' },
  { name: 'test preview', path: `/testPreview?${SESSION}`, ready: 'Get location' },
  { name: 'loan agreement', path: `/loanAgreement?${SESSION}&orderId=o-1`, ready: 'Loan Agreement' },
  { name: 'loan confirm V3', path: `/loanConfirm?${SESSION}&orderId=o-1&position=2`, ready: 'Go Loan' },
  {
    name: 'loan confirm V3, popup agreement',
    path: `/loanConfirm?${SESSION}&orderId=o-1&scenario=confirm-popup`,
    ready: /^Agree$/,
    // The agreement page in the frame is not ours, and axe cannot run inside a frame without scripts.
    exclude: 'iframe',
  },
  { name: 'loan confirm variant 2', path: `/loanConfirm2?${SESSION}`, ready: 'Get my loan now' },
  {
    name: 'loan confirm variant 2, promotional pop-up',
    path: `/loanConfirm2?${SESSION}&scenario=variant-promo`,
    ready: 'Close',
  },
];
