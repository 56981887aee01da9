// Generated code. Do not modify. Run npm run gen.
import type { Validator } from './envelopes.js';

export type { Validator, ValidatorError } from './envelopes.js';

/** Loads the payload validator of one endpoint: its own small chunk. */
export const dataValidatorLoaders: Record<string, () => Promise<Validator>> = {
  bindCardDetail: () => import('./bindCardDetail.js').then((module) => module.validate),
  bindCardNew: () => import('./bindCardNew.js').then((module) => module.validate),
  captcha: () => import('./captcha.js').then((module) => module.validate),
  cardInit: () => import('./cardInit.js').then((module) => module.validate),
  channelTemplate: () => import('./channelTemplate.js').then((module) => module.validate),
  contactKfInfo: () => import('./contactKfInfo.js').then((module) => module.validate),
  contract: () => import('./contract.js').then((module) => module.validate),
  contractJump: () => import('./contractJump.js').then((module) => module.validate),
  eventSave: () => import('./eventSave.js').then((module) => module.validate),
  generateVcode: () => import('./generateVcode.js').then((module) => module.validate),
  getSid: () => import('./getSid.js').then((module) => module.validate),
  getSms: () => import('./getSms.js').then((module) => module.validate),
  googleScore: () => import('./googleScore.js').then((module) => module.validate),
  loanDetailConfirm: () => import('./loanDetailConfirm.js').then((module) => module.validate),
  loanDetailPush: () => import('./loanDetailPush.js').then((module) => module.validate),
  loanDetails: () => import('./loanDetails.js').then((module) => module.validate),
  loanPlayDetail: () => import('./loanPlayDetail.js').then((module) => module.validate),
  lumi: () => import('./lumi.js').then((module) => module.validate),
  orbitalFail: () => import('./orbitalFail.js').then((module) => module.validate),
  problemDetail: () => import('./problemDetail.js').then((module) => module.validate),
  problemInit: () => import('./problemInit.js').then((module) => module.validate),
  problemList: () => import('./problemList.js').then((module) => module.validate),
  problemSave: () => import('./problemSave.js').then((module) => module.validate),
  quvo: () => import('./quvo.js').then((module) => module.validate),
  register: () => import('./register.js').then((module) => module.validate),
  repaymentCommit: () => import('./repaymentCommit.js').then((module) => module.validate),
  repaymentConfirm: () => import('./repaymentConfirm.js').then((module) => module.validate),
  repaymentHuichao: () => import('./repaymentHuichao.js').then((module) => module.validate),
  repaymentWay: () => import('./repaymentWay.js').then((module) => module.validate),
  saveScore: () => import('./saveScore.js').then((module) => module.validate),
  tesa: () => import('./tesa.js').then((module) => module.validate),
  trackClick: () => import('./trackClick.js').then((module) => module.validate),
  trackVisit: () => import('./trackVisit.js').then((module) => module.validate),
  uploadProblemImg: () => import('./uploadProblemImg.js').then((module) => module.validate),
};
