// Generated code. Do not modify. Run npm run gen.
import type { OpenEnum, PayloadCheck, Validator } from './envelopes.js';

export type { OpenEnum, PayloadCheck, Validator, ValidatorError } from './envelopes.js';

/** A payload check from its module; a payload without open enums has no table. */
const checkOf = (module: { validate: Validator; openEnums?: readonly OpenEnum[] }): PayloadCheck => ({
  validate: module.validate,
  openEnums: module.openEnums ?? [],
});

/** Loads the payload check of one endpoint: its own small chunk. */
export const dataValidatorLoaders: Record<string, () => Promise<PayloadCheck>> = {
  bindCardDetail: () => import('./bindCardDetail.js').then(checkOf),
  bindCardNew: () => import('./bindCardNew.js').then(checkOf),
  captcha: () => import('./captcha.js').then(checkOf),
  cardInit: () => import('./cardInit.js').then(checkOf),
  channelTemplate: () => import('./channelTemplate.js').then(checkOf),
  contactKfInfo: () => import('./contactKfInfo.js').then(checkOf),
  contract: () => import('./contract.js').then(checkOf),
  contractJump: () => import('./contractJump.js').then(checkOf),
  eventSave: () => import('./eventSave.js').then(checkOf),
  generateVcode: () => import('./generateVcode.js').then(checkOf),
  getSid: () => import('./getSid.js').then(checkOf),
  getSms: () => import('./getSms.js').then(checkOf),
  googleScore: () => import('./googleScore.js').then(checkOf),
  loanDetailConfirm: () => import('./loanDetailConfirm.js').then(checkOf),
  loanDetailPush: () => import('./loanDetailPush.js').then(checkOf),
  loanDetails: () => import('./loanDetails.js').then(checkOf),
  loanPlayDetail: () => import('./loanPlayDetail.js').then(checkOf),
  lumi: () => import('./lumi.js').then(checkOf),
  orbitalFail: () => import('./orbitalFail.js').then(checkOf),
  problemDetail: () => import('./problemDetail.js').then(checkOf),
  problemInit: () => import('./problemInit.js').then(checkOf),
  problemList: () => import('./problemList.js').then(checkOf),
  problemSave: () => import('./problemSave.js').then(checkOf),
  quvo: () => import('./quvo.js').then(checkOf),
  register: () => import('./register.js').then(checkOf),
  repaymentCommit: () => import('./repaymentCommit.js').then(checkOf),
  repaymentConfirm: () => import('./repaymentConfirm.js').then(checkOf),
  repaymentHuichao: () => import('./repaymentHuichao.js').then(checkOf),
  repaymentWay: () => import('./repaymentWay.js').then(checkOf),
  saveScore: () => import('./saveScore.js').then(checkOf),
  tesa: () => import('./tesa.js').then(checkOf),
  trackClick: () => import('./trackClick.js').then(checkOf),
  trackVisit: () => import('./trackVisit.js').then(checkOf),
  uploadProblemImg: () => import('./uploadProblemImg.js').then(checkOf),
};
