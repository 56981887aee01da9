// Generated code. Do not modify. Run npm run gen.

/** How one endpoint goes on the wire (the `x-endpoint` block of its schema). */
export interface EndpointMeta {
  /** HTTP method. */
  method: 'GET' | 'POST';
  /** Path under API_BASE. */
  path: string;
  /** Request client: `common` (code envelope) or `variant` (status envelope). */
  client: 'common' | 'variant';
  /** Where the payload goes: query string, form-encoded body or multipart body. */
  body: 'query' | 'form' | 'multipart';
  /** Response kind: a JSON envelope or an image. */
  response: 'json' | 'image';
}

/** Every endpoint of the API contract, by endpoint id. */
export const endpoints = {
  bindCardDetail: {
    method: 'POST',
    path: '/v3/bind-card/bind-card-detail',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  bindCardNew: {
    method: 'POST',
    path: '/v3/bind-card/bind-card-new',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  captcha: {
    method: 'GET',
    path: '/promotion/captcha',
    client: 'common',
    body: 'query',
    response: 'image',
  },
  cardInit: {
    method: 'POST',
    path: '/v3/bind-card/card-init',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  channelTemplate: {
    method: 'GET',
    path: '/promotion/channel-template',
    client: 'common',
    body: 'query',
    response: 'json',
  },
  contactKfInfo: {
    method: 'POST',
    path: '/v3/personal-center/contact-kf-info',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  contract: {
    method: 'GET',
    path: '/v3/contract/contract',
    client: 'common',
    body: 'query',
    response: 'json',
  },
  contractJump: {
    method: 'GET',
    path: '/v3/contract/contract-jump',
    client: 'common',
    body: 'query',
    response: 'json',
  },
  eventSave: {
    method: 'POST',
    path: '/service/event/save',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  generateVcode: {
    method: 'POST',
    path: '/v3/loan-details/generate-vcode',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  getSid: {
    method: 'GET',
    path: '/promotion/get-sid',
    client: 'common',
    body: 'query',
    response: 'json',
  },
  getSms: {
    method: 'POST',
    path: '/promotion/get-sms',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  googleScore: {
    method: 'POST',
    path: '/v3/loan-details/google-score',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  loanDetailConfirm: {
    method: 'POST',
    path: '/v3/loan-confirm/loan-detail-confirm',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  loanDetailPush: {
    method: 'POST',
    path: '/v3/loan-confirm/loan-detail-push',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  loanDetails: {
    method: 'GET',
    path: '/v3/loan-details/loan-details',
    client: 'common',
    body: 'query',
    response: 'json',
  },
  loanPlayDetail: {
    method: 'POST',
    path: '/v3/installment/loan-play-detail',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  lumi: {
    method: 'POST',
    path: '/gopia/goya/lumi',
    client: 'variant',
    body: 'form',
    response: 'json',
  },
  orbitalFail: {
    method: 'POST',
    path: '/orbital/fail',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  problemDetail: {
    method: 'POST',
    path: '/user-problem/problem-detail',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  problemInit: {
    method: 'POST',
    path: '/user-problem/problem-init',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  problemList: {
    method: 'POST',
    path: '/user-problem/problem-list',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  problemSave: {
    method: 'POST',
    path: '/user-problem/problem-save',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  quvo: {
    method: 'POST',
    path: '/gopia/goya/quvo',
    client: 'variant',
    body: 'form',
    response: 'json',
  },
  register: {
    method: 'POST',
    path: '/promotion/register',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  repaymentCommit: {
    method: 'POST',
    path: '/v1/loan/repayment-commit',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  repaymentConfirm: {
    method: 'POST',
    path: '/v1/loan/repayment-confirm',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  repaymentHuichao: {
    method: 'POST',
    path: '/v1/loan/repayment-huichao',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  repaymentWay: {
    method: 'POST',
    path: '/v1/loan/repayment-way',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  saveScore: {
    method: 'POST',
    path: '/user-problem/save-score',
    client: 'common',
    body: 'form',
    response: 'json',
  },
  tesa: {
    method: 'POST',
    path: '/gopia/goya/tesa',
    client: 'variant',
    body: 'form',
    response: 'json',
  },
  trackClick: {
    method: 'GET',
    path: '/promotion/track-click',
    client: 'common',
    body: 'query',
    response: 'json',
  },
  trackVisit: {
    method: 'GET',
    path: '/promotion/track-visit',
    client: 'common',
    body: 'query',
    response: 'json',
  },
  uploadProblemImg: {
    method: 'POST',
    path: '/user-problem/upload-problem-img',
    client: 'common',
    body: 'multipart',
    response: 'json',
  },
} as const satisfies Record<string, EndpointMeta>;

/** Id of an endpoint of the API contract. */
export type EndpointId = keyof typeof endpoints;
