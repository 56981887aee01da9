// Generated code. Do not modify. Run npm run gen.

/** An error of a generated validator (a subset of ajv's ErrorObject). */
export interface ValidatorError {
  /** JSON pointer of the failing value. */
  instancePath: string;
  /** What is wrong. */
  message?: string;
}

/** A generated ajv standalone validator: returns whether the value is valid and keeps the errors. */
export type Validator = ((data: unknown) => boolean) & { errors?: ValidatorError[] | null };

export declare const validateCommonEnvelope: Validator;
export declare const validateVariantEnvelope: Validator;
export declare const validateBindCardDetailData: Validator;
export declare const validateBindCardNewData: Validator;
export declare const validateCaptchaData: Validator;
export declare const validateCardInitData: Validator;
export declare const validateChannelTemplateData: Validator;
export declare const validateContactKfInfoData: Validator;
export declare const validateContractData: Validator;
export declare const validateContractJumpData: Validator;
export declare const validateEventSaveData: Validator;
export declare const validateGenerateVcodeData: Validator;
export declare const validateGetSidData: Validator;
export declare const validateGetSmsData: Validator;
export declare const validateGoogleScoreData: Validator;
export declare const validateLoanDetailConfirmData: Validator;
export declare const validateLoanDetailPushData: Validator;
export declare const validateLoanDetailsData: Validator;
export declare const validateLoanPlayDetailData: Validator;
export declare const validateLumiData: Validator;
export declare const validateOrbitalFailData: Validator;
export declare const validateProblemDetailData: Validator;
export declare const validateProblemInitData: Validator;
export declare const validateProblemListData: Validator;
export declare const validateProblemSaveData: Validator;
export declare const validateQuvoData: Validator;
export declare const validateRegisterData: Validator;
export declare const validateRepaymentCommitData: Validator;
export declare const validateRepaymentConfirmData: Validator;
export declare const validateRepaymentHuichaoData: Validator;
export declare const validateRepaymentWayData: Validator;
export declare const validateSaveScoreData: Validator;
export declare const validateTesaData: Validator;
export declare const validateTrackClickData: Validator;
export declare const validateTrackVisitData: Validator;
export declare const validateUploadProblemImgData: Validator;

/** Data (common) or attach (variant) validator of every endpoint, by endpoint id. */
export declare const dataValidators: {
  bindCardDetail: Validator;
  bindCardNew: Validator;
  captcha: Validator;
  cardInit: Validator;
  channelTemplate: Validator;
  contactKfInfo: Validator;
  contract: Validator;
  contractJump: Validator;
  eventSave: Validator;
  generateVcode: Validator;
  getSid: Validator;
  getSms: Validator;
  googleScore: Validator;
  loanDetailConfirm: Validator;
  loanDetailPush: Validator;
  loanDetails: Validator;
  loanPlayDetail: Validator;
  lumi: Validator;
  orbitalFail: Validator;
  problemDetail: Validator;
  problemInit: Validator;
  problemList: Validator;
  problemSave: Validator;
  quvo: Validator;
  register: Validator;
  repaymentCommit: Validator;
  repaymentConfirm: Validator;
  repaymentHuichao: Validator;
  repaymentWay: Validator;
  saveScore: Validator;
  tesa: Validator;
  trackClick: Validator;
  trackVisit: Validator;
  uploadProblemImg: Validator;
};
