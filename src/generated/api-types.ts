// Generated code. Do not modify. Run npm run gen.

/**
 * Response envelope of the common client (SPEC §7, DESIGN §3). Success when Number(code) === 0; complaint, score, upload and payment-way calls answer "00".
 */
export interface CommonEnvelope {
  /**
   * Result code; success when Number(code) === 0 (0, "0" or "00").
   */
  code: number | string;
  /**
   * Payload of the call on success; its schema is the endpoint's definitions/data.
   */
  data?: unknown;
  /**
   * Server message, shown as a toast when the call fails.
   */
  message?: string;
}

/**
 * Response envelope of the variant (second) client (SPEC §7, DESIGN §3). Success when status === "00".
 */
export interface VariantEnvelope {
  /**
   * Result status; "00" is success.
   */
  status: string;
  /**
   * Server message, shown as a toast when status is not "00".
   */
  message?: string;
  /**
   * Payload of the call on success; its schema is the endpoint's definitions/data.
   */
  attach?: {
    [k: string]: unknown;
  };
}

/**
 * Bind a payment account from loan details. Payload: one field per bind-card form item code (DESIGN §3), plus product_id, card_type and channel_number. Hidden items are not sent; formatted inputs send digits only.
 */
export interface BindCardDetailRequest {
  /**
   * Product id, from the page query (productId / product_id).
   */
  product_id: string | number;
  /**
   * Selected card type tab: 1 bank card (default), 2 e-wallet.
   */
  card_type: 1 | 2;
  /**
   * Selected channel number (default 90006).
   */
  channel_number: string | number;
  /**
   * Value of the form item whose code is the key.
   */
  [k: string]: string | number | 1 | 2;
}

/**
 * Not used: only the success flag of the envelope matters; may be anything or null.
 */
export type BindCardDetailData = unknown;

/**
 * Bind a payment account. Payload: one field per bind-card form item code (DESIGN §3), plus product_id, card_type and channel_number. Hidden items are not sent; formatted inputs send digits only.
 */
export interface BindCardNewRequest {
  /**
   * Product id, from the page query (productId / product_id).
   */
  product_id: string | number;
  /**
   * Selected card type tab: 1 bank card (default), 2 e-wallet.
   */
  card_type: 1 | 2;
  /**
   * Selected channel number (default 90006).
   */
  channel_number: string | number;
  /**
   * Value of the form item whose code is the key.
   */
  [k: string]: string | number | 1 | 2;
}

/**
 * Not used: only the success flag of the envelope matters (SPEC §3).
 */
export type BindCardNewData = unknown;

/**
 * Payload sent by the client.
 */
export interface CaptchaRequest {
  /**
   * Captcha session id from get-sid.
   */
  sid: string;
}

/**
 * None: the response body is the captcha image.
 */
export type CaptchaData = unknown;

/**
 * Payload sent by the client.
 */
export interface CardInitRequest {
  /**
   * Product id, from the page query (productId / product_id).
   */
  product_id: string | number;
}

/**
 * Bind-card form definition.
 */
export interface CardInitData {
  /**
   * Form items, in display order.
   *
   * Items: One bind-card form item (SPEC §3).
   */
  items: {
    /**
     * Field name the value is sent under.
     */
    code: string;
    /**
     * Item label.
     */
    title: string;
    /**
     * Secondary label or placeholder.
     */
    subtitle?: string;
    /**
     * Input kind: text input, city select, day select or enum picker. Open list: the backend adds kinds, so another value is accepted at run time (the bind form shows it as a text input) and reported as drift; screens may compare only with these.
     */
    cate: 'text' | 'city' | 'day' | 'enum' | (string & {});
    /**
     * Prefilled value.
     */
    value?: string;
    /**
     * Options of an enum item.
     *
     * Items: One option.
     */
    note?: {
      /**
       * Option label.
       */
      name: string;
      /**
       * Option value sent for the item; for an item with inputType channel it becomes the channel number.
       */
      type: string | number;
    }[];
    /**
     * Input format hint (e.g. phone, bankCard, number, or channel for the channel picker).
     */
    inputType?: string;
    /**
     * 0 when the item shows for every card type, else the card type (1 bank card, 2 e-wallet) it belongs to.
     */
    cardTypeMi?: number;
    /**
     * Channel the item belongs to with card type 1; absent, empty or 0 shows for every channel.
     */
    channelNumber?: string | number;
  }[];
}

/**
 * Payload sent by the client.
 */
export interface ChannelTemplateRequest {
  /**
   * Template id from the page query.
   */
  templateId: string | number;
}

/**
 * Template config; its fields are not shown in SPEC (stored as registerTemplate).
 */
export interface ChannelTemplateData {
  [k: string]: unknown;
}

/**
 * Payload sent by the client.
 */
export interface ContactKfInfoRequest {
  /**
   * Fixed parameter 30 (SPEC §9).
   */
  type: 30;
}

/**
 * Customer service contacts.
 */
export interface ContactKfInfoData {
  /**
   * Customer service e-mail.
   */
  email: string;
  /**
   * Telephone or WhatsApp value.
   */
  smWa: string;
}

/**
 * Payload sent by the client.
 */
export interface ContractRequest {
  /**
   * Product id, from the page query (productId / product_id).
   */
  productId: string | number;
  /**
   * Scene, fixed 3 (SPEC §7).
   */
  scene: 3;
}

/**
 * Agreements.
 */
export interface ContractData {
  /**
   * Agreement links.
   *
   * Items: One agreement.
   */
  data: {
    /**
     * Agreement title.
     */
    title: string;
    /**
     * Agreement URL.
     */
    url: string;
  }[];
}

/**
 * Payload sent by the client.
 */
export interface ContractJumpRequest {
  /**
   * Product id, from the page query (productId / product_id).
   */
  productId: string | number;
  /**
   * Scene, fixed 3 (SPEC §7).
   */
  scene: 3;
  /**
   * Position from the page query.
   */
  position?: string | number;
  /**
   * Order id, from the page query.
   */
  orderId: string | number;
}

/**
 * Contract target.
 */
export interface ContractJumpData {
  /**
   * URL of the contract.
   */
  contract_url: string;
}

/**
 * Payload sent by the client.
 */
export interface EventSaveRequest {
  /**
   * Product id, from the page query (productId / product_id).
   */
  productId: string | number;
  /**
   * Module id (30 for borrow again).
   */
  moduleId: number;
  /**
   * Position id.
   */
  positionId: string | number;
}

/**
 * Not shown in SPEC; not used.
 */
export type EventSaveData = unknown;

/**
 * Payload sent by the client.
 */
export interface GenerateVcodeRequest {
  /**
   * Product id, from the page query (productId / product_id).
   */
  productId: string | number;
  /**
   * Order id, from the page query.
   */
  orderId: string | number;
  /**
   * Amount to pay (integer cents)
   */
  amount: number;
  /**
   * Chosen channel number.
   */
  channelNumber: string | number;
  /**
   * Sent as 1 for a rollover payment; absent otherwise.
   */
  isDelay?: 1;
}

/**
 * Pay URL.
 */
export interface GenerateVcodeData {
  /**
   * URL to navigate to for paying.
   */
  payUrl: string;
}

/**
 * No payload of its own; only the common session parameters are sent.
 */
export interface GetSidRequest {}

/**
 * Captcha session.
 */
export interface GetSidData {
  /**
   * Captcha session id.
   */
  sid: string;
}

/**
 * Payload sent by the client.
 */
export interface GetSmsRequest {
  /**
   * Mobile number: 11 digits starting with 1 then 3-9.
   */
  phone: string;
  /**
   * Image captcha, at most 4 characters.
   */
  capcode: string;
  /**
   * Captcha session id from get-sid.
   */
  sid: string;
  /**
   * Device id.
   */
  deviceId?: string;
  /**
   * App name from the template.
   */
  appName?: string;
  /**
   * App source tag.
   */
  app_from?: string;
  /**
   * User source tag.
   */
  user_from?: string;
  /**
   * UTM tag.
   */
  utm_tag?: string;
}

/**
 * Not used: only the envelope code matters.
 */
export type GetSmsData = unknown;

/**
 * Payload sent by the client.
 */
export interface GoogleScoreRequest {
  /**
   * Stars chosen, 1 to 5.
   */
  score: number;
}

/**
 * Not shown in SPEC; not used.
 */
export type GoogleScoreData = unknown;

/**
 * Payload sent by the client.
 */
export interface LoanDetailConfirmRequest {
  /**
   * Product id, from the page query (productId / product_id).
   */
  productId: string | number;
}

/**
 * Loan confirm data.
 */
export interface LoanDetailConfirmData {
  /**
   * Loan amount (integer cents)
   */
  amount: number;
  /**
   * Loan period (number of term units, e.g. days).
   */
  periods: number;
  /**
   * Unit of the period, sent back to loan-detail-push.
   */
  termUnit: string | number;
  /**
   * Detail rows.
   *
   * Items: One label/value row.
   */
  details: {
    /**
     * Row label.
     */
    text: string;
    /**
     * Row value as shown.
     */
    value: string | number;
  }[];
  /**
   * Repayment plan cards.
   *
   * Items: One plan card.
   */
  repay_plans: {
    /**
     * Amount due (integer cents)
     */
    amount: number;
    /**
     * Due time (unix seconds)
     */
    pay_time: number;
    /**
     * Card description.
     */
    description?: string;
  }[];
  /**
   * First repayment time (unix seconds)
   */
  firstPayTime?: number;
  /**
   * Days until the first repayment.
   */
  firstPeriodDay?: number;
  /**
   * Rate description.
   */
  pRateDsc?: string;
  /**
   * Whether an SMS is sent on confirm (as returned).
   */
  sendSms?: number;
  /**
   * Kind of pop-up to show (as returned).
   */
  isPopType?: number;
  /**
   * Pop-up content.
   */
  popContent?: string;
  /**
   * Pop-up title.
   */
  popTitle?: string;
  /**
   * Agreement URL shown in the agreement iframe modal; empty when none.
   */
  popAgreementUrl?: string;
  /**
   * Product logo URL.
   */
  comProductLogo?: string;
  /**
   * Product name.
   */
  comProductName?: string;
}

/**
 * Payload sent by the client.
 */
export interface LoanDetailPushRequest {
  /**
   * Loan amount from the confirm data (integer cents)
   */
  amount: number;
  /**
   * Loan period from the confirm data.
   */
  periods: number;
  /**
   * Term unit from the confirm data.
   */
  termUnit: string | number;
  /**
   * Product id, from the page query (productId / product_id).
   */
  productId: string | number;
}

/**
 * Loan detail target.
 */
export interface LoanDetailPushData {
  /**
   * URL of the loan detail page to go to (from=confirm is added).
   */
  lendDetailsUrl: string;
}

/**
 * Payload sent by the client.
 */
export interface LoanDetailsRequest {
  /**
   * Product id, from the page query (productId / product_id).
   */
  productId: string | number;
  /**
   * Order id, from the page query.
   */
  orderId: string | number;
}

/**
 * Order detail data.
 */
export interface LoanDetailsData {
  /**
   * Order status; picks the banner and the action buttons (SPEC §4). Open list: the backend adds statuses, so another value is accepted at run time (the order shows without a banner or status buttons) and reported as drift; screens may compare only with these.
   */
  orderStatus: 21 | 110 | 151 | 170 | 174 | 180 | 200 | (number & {});
  /**
   * Status headline.
   */
  noticeStatusText?: string;
  /**
   * Status description.
   */
  noticeDesText?: string;
  /**
   * Recommended products; hidden for statuses 170, 174, 180, 200 (DESIGN §6).
   *
   * Items: One recommended product (DESIGN §3).
   */
  recProducts?: {
    /**
     * Product id, sent as pd to tesa on click.
     */
    productId: string | number;
    /**
     * Logo URL.
     */
    logo: string;
    /**
     * Product name.
     */
    name: string;
    /**
     * Button text.
     */
    buttonText: string;
    /**
     * Amount range as shown.
     */
    amountRange?: string;
    /**
     * Description of the range.
     */
    rangeDesc?: string;
    /**
     * Rate as shown.
     */
    rate?: string;
    /**
     * Product description.
     */
    description?: string;
    /**
     * Tags.
     *
     * Items: One tag.
     */
    tags?: string[];
    /**
     * 0 disables the product (0 or 1)
     */
    enabled: 0 | 1;
  }[];
  /**
   * Product name.
   */
  productName: string;
  /**
   * Product logo URL.
   */
  productLogo: string;
  /**
   * Order detail block.
   */
  userOrderDetail: {
    /**
     * Detail rows.
     *
     * Items: One label/value row.
     */
    detail: {
      /**
       * Row label.
       */
      text: string;
      /**
       * Row value as shown.
       */
      value: string | number;
    }[];
  };
  /**
   * Returned by the server; meaning not shown in SPEC.
   */
  inside?: unknown;
  /**
   * Web page URL of the product.
   */
  h5Url?: string;
  /**
   * 1 offers Rollover Repayment next to REPAY for statuses 174/180 (0 or 1)
   */
  isDelay: 0 | 1;
  /**
   * Service telephone.
   */
  telephone?: string;
  /**
   * 1 opens the rating modal (0 or 1)
   */
  isScore: 0 | 1;
  /**
   * Continue URL; when present and the status is not 21 the page redirects to it.
   */
  playeduL?: string;
  /**
   * Text of the repayment tips modal.
   */
  reyMsg?: string;
  /**
   * Bank tip message; the tip shows when non-empty and showBankTip is unset.
   */
  KindTipsMsg?: string;
  /**
   * 1 shows the bank-card dialog (0 or 1)
   */
  cardNeedPop: 0 | 1;
  /**
   * Bank-card dialog title.
   */
  cardPopTitle?: string;
  /**
   * Bank-card dialog message.
   */
  cardPopMsg?: string;
}

/**
 * Payload sent by the client.
 */
export interface LoanPlayDetailRequest {
  /**
   * Product id, from the page query (productId / product_id).
   */
  productId: string | number;
  /**
   * Order id, from the page query.
   */
  orderId: string | number;
}

/**
 * Instalment repayment data.
 */
export interface LoanPlayDetailData {
  /**
   * Amount due (integer cents)
   */
  repayAmount: number;
  /**
   * Product name.
   */
  productName: string;
  /**
   * Repayment date (unix seconds)
   */
  repayDate: number;
  /**
   * Product logo URL.
   */
  productLogo: string;
  /**
   * Detail rows; the first 2 show collapsed.
   *
   * Items: One label/value row.
   */
  detail: {
    /**
     * Row label.
     */
    text: string;
    /**
     * Row value as shown.
     */
    value: string | number;
  }[];
  /**
   * Repayment channels of the Payment Method popup.
   *
   * Items: One repayment channel of the Payment Method popup.
   */
  repayList: {
    /**
     * Channel name.
     */
    name: string;
    /**
     * Channel logo URL.
     */
    logo?: string;
    /**
     * Channel number, sent as channelNumber to generate-vcode.
     */
    channel_number: string | number;
  }[];
  /**
   * Notice text.
   */
  noticeMsg?: string;
  /**
   * Default pay box; shown only when payCode is non-empty (SPEC §5).
   */
  defDetail?: {
    /**
     * Pay code (reference number) to copy; empty when none.
     */
    payCode?: string;
    /**
     * Logo URL of the default channel.
     */
    logo?: string;
    /**
     * Title of the default pay box.
     */
    title?: string;
    /**
     * Pay notices grouped by group title (keys); each group lists items with a name and steps (SPEC §2 repayment code page).
     */
    payNotice?: {
      /**
       * Items of one notice group.
       *
       * Items: One notice item.
       */
      [k: string]: {
        /**
         * Item name (e.g. a wallet or store).
         */
        name: string;
        /**
         * Steps to follow, in order.
         *
         * Items: One step.
         */
        steps: string[];
      }[];
    };
  };
  /**
   * 1 shows the promo image linking to the repayment instructions (0 or 1)
   */
  isShowReyTop?: 0 | 1;
}

/**
 * Payload sent by the client.
 */
export interface LumiRequest {
  /**
   * productId.
   */
  pd: string | number;
  /**
   * vm: loan amount (integer cents)
   */
  vm: number;
  /**
   * pr: periods.
   */
  pr: number;
  /**
   * tu: term unit.
   */
  tu: string | number;
}

/**
 * Loan detail target (attach).
 */
export interface LumiData {
  /**
   * ul: URL of the loan detail page to go to.
   */
  ul: string;
}

/**
 * Payload sent by the client.
 */
export interface OrbitalFailRequest {
  /**
   * Product id, from the page query (productId / product_id).
   */
  productId: string | number;
  /**
   * Order id, from the page query.
   */
  orderId: string | number;
}

/**
 * Rollover data.
 */
export interface OrbitalFailData {
  /**
   * Rollover headline.
   */
  delayInfo: {
    /**
     * Title of the rollover.
     */
    title: string;
    /**
     * Amount to pay for the rollover (integer cents)
     */
    delayAmount: number;
  };
  /**
   * Plan after the rollover.
   *
   * Items: One plan row.
   */
  repayPlan: {
    /**
     * Remark.
     */
    remark?: string;
    /**
     * Row title.
     */
    title: string;
    /**
     * Amount (integer cents)
     */
    amount: number;
    /**
     * Due time (unix seconds)
     */
    time: number;
  }[];
  /**
   * Repayment channels of the Payment Method popup.
   *
   * Items: One repayment channel of the Payment Method popup.
   */
  repayList: {
    /**
     * Channel name.
     */
    name: string;
    /**
     * Channel logo URL.
     */
    logo?: string;
    /**
     * Channel number, sent as channelNumber to generate-vcode.
     */
    channel_number: string | number;
  }[];
  /**
   * Next payment date (unix seconds)
   */
  repayDate: number;
  /**
   * Default pay box; shown only when payCode is non-empty (SPEC §5).
   */
  defDetail?: {
    /**
     * Pay code (reference number) to copy; empty when none.
     */
    payCode?: string;
    /**
     * Logo URL of the default channel.
     */
    logo?: string;
    /**
     * Title of the default pay box.
     */
    title?: string;
    /**
     * Pay notices grouped by group title (keys); each group lists items with a name and steps (SPEC §2 repayment code page).
     */
    payNotice?: {
      /**
       * Items of one notice group.
       *
       * Items: One notice item.
       */
      [k: string]: {
        /**
         * Item name (e.g. a wallet or store).
         */
        name: string;
        /**
         * Steps to follow, in order.
         *
         * Items: One step.
         */
        steps: string[];
      }[];
    };
  };
  /**
   * 1 shows the promo image linking to the repayment instructions (0 or 1)
   */
  isShowReyTop?: 0 | 1;
  /**
   * Product name, as on the instalment page.
   */
  productName?: string;
  /**
   * Product logo URL, as on the instalment page.
   */
  productLogo?: string;
  /**
   * Detail rows, as on the instalment page.
   *
   * Items: One label/value row.
   */
  detail?: {
    /**
     * Row label.
     */
    text: string;
    /**
     * Row value as shown.
     */
    value: string | number;
  }[];
  /**
   * Notice text, as on the instalment page.
   */
  noticeMsg?: string;
}

/**
 * Payload sent by the client.
 */
export interface ProblemDetailRequest {
  /**
   * Complaint id from the list.
   */
  problemId: string | number;
}

/**
 * Complaint detail.
 */
export interface ProblemDetailData {
  /**
   * Problem type label.
   */
  type: string;
  /**
   * Problem sub-type label; empty when none.
   */
  sonType?: string;
  /**
   * Complaint id.
   */
  problemId: string | number;
  /**
   * Complaint text.
   */
  content: string;
  /**
   * Evidence image URLs.
   *
   * Items: Image URL.
   */
  images: string[];
  /**
   * Reply text from customer service (Process Result); empty until answered.
   */
  disposeDetail?: string;
  /**
   * Reply image URLs.
   *
   * Items: Image URL.
   */
  disposeImages?: string[];
  /**
   * Rating popup opens 3 s after load when this is not 0.
   */
  isNeedScore: number;
}

/**
 * Payload sent by the client.
 */
export interface ProblemInitRequest {
  /**
   * Order to preselect; optional (the next page calls without payload).
   */
  orderId?: string | number;
}

/**
 * Complaint init data.
 */
export interface ProblemInitData {
  /**
   * Question types; type 1 (collection) has sub-types.
   *
   * Items: One option.
   */
  problemType: {
    /**
     * Label shown to the borrower.
     */
    title: string;
    /**
     * Value sent back to the server.
     */
    value: string | number;
  }[];
  /**
   * Sub-types of question type 1.
   *
   * Items: One option.
   */
  problemSonType: {
    /**
     * Label shown to the borrower.
     */
    title: string;
    /**
     * Value sent back to the server.
     */
    value: string | number;
  }[];
  /**
   * The selected order shown on the summary card.
   */
  orderDetail?: {
    /**
     * Order number, sent as orderNo with the complaint.
     */
    orderNo: string | number;
    /**
     * Product logo URL.
     */
    productLogo?: string;
    /**
     * Product name.
     */
    productName: string;
    /**
     * Order status as shown on the summary card.
     */
    status?: string | number;
    /**
     * 1 when the order accepts a collection-type (type 1) complaint (0 or 1)
     */
    isShow: 0 | 1;
    /**
     * Summary rows.
     *
     * Items: One summary row.
     */
    list?: {
      /**
       * Row label.
       */
      title: string;
      /**
       * Row value as shown.
       */
      value: string | number;
    }[];
  };
  /**
   * Orders the borrower can switch to with the All button.
   *
   * Items: One order, same shape as orderDetail.
   */
  orderList?: {
    /**
     * Order number, sent as orderNo with the complaint.
     */
    orderNo: string | number;
    /**
     * Product logo URL.
     */
    productLogo?: string;
    /**
     * Product name.
     */
    productName: string;
    /**
     * Order status as shown on the summary card.
     */
    status?: string | number;
    /**
     * 1 when the order accepts a collection-type (type 1) complaint (0 or 1)
     */
    isShow: 0 | 1;
    /**
     * Summary rows.
     *
     * Items: One summary row.
     */
    list?: {
      /**
       * Row label.
       */
      title: string;
      /**
       * Row value as shown.
       */
      value: string | number;
    }[];
  }[];
}

/**
 * No payload of its own; only the common session parameters are sent.
 */
export interface ProblemListRequest {}

/**
 * Complaint list.
 */
export interface ProblemListData {
  /**
   * Tabs, in display order.
   *
   * Items: One tab.
   */
  tabs: {
    /**
     * Tab label.
     */
    title: string;
    /**
     * Complaints of this tab.
     *
     * Items: One complaint row.
     */
    items: {
      /**
       * Complaint id, passed as problemId to the detail page.
       */
      id: string | number;
      /**
       * When the complaint was filed (unix seconds)
       */
      time: number;
      /**
       * Problem type label.
       */
      type: string;
      /**
       * Complaint text.
       */
      content: string;
    }[];
  }[];
}

/**
 * Payload sent by the client.
 */
export interface ProblemSaveRequest {
  /**
   * Chosen question type value.
   */
  problemType: string | number;
  /**
   * Chosen sub-type value (type 1 only; empty otherwise).
   */
  problemSonType: string | number;
  /**
   * Complaint description, 1 to 200 characters.
   */
  problemDetail: string;
  /**
   * Comma-joined URLs of the uploaded images (up to 9), or empty.
   */
  problemImage: string;
  /**
   * Order number the complaint is about.
   */
  orderNo: string | number;
}

/**
 * Not used: only the envelope code matters.
 */
export type ProblemSaveData = unknown;

/**
 * Payload sent by the client.
 */
export interface QuvoRequest {
  /**
   * productId.
   */
  pd: string | number;
}

/**
 * Confirm data (attach).
 */
export interface QuvoData {
  /**
   * vm: loan amount (integer cents)
   */
  vm: number;
  /**
   * pn: product name.
   */
  pn: string;
  /**
   * pl: product logo URL.
   */
  pl: string;
  /**
   * rd: repayment date (unix seconds)
   */
  rd: number;
  /**
   * dt: detail rows.
   *
   * Items: One detail row.
   */
  dt: {
    /**
     * tx: row label.
     */
    tx: string;
    /**
     * vl: row value as shown.
     */
    vl: string | number;
  }[];
  /**
   * rp: repayment plan.
   *
   * Items: One plan row.
   */
  rp: {
    /**
     * am: amount due (integer cents)
     */
    am: number;
    /**
     * pt: pay time (unix seconds)
     */
    pt: number;
    /**
     * ds: description.
     */
    ds?: string;
  }[];
  /**
   * ag: agreements.
   *
   * Items: One agreement.
   */
  ag: {
    /**
     * tt: agreement title.
     */
    tt: string;
    /**
     * ul: agreement URL.
     */
    ul: string;
  }[];
  /**
   * bt: text of the loan button.
   */
  bt: string;
  /**
   * pp: promotional pop-up; absent when none.
   */
  pp?: {
    /**
     * im: image URL.
     */
    im: string;
    /**
     * lk: link.
     */
    lk?: string;
  };
}

/**
 * Payload sent by the client.
 */
export interface RegisterRequest {
  /**
   * Mobile number: 11 digits starting with 1 then 3-9.
   */
  phone: string;
  /**
   * Image captcha, at most 4 characters.
   */
  capcode: string;
  /**
   * Captcha session id from get-sid.
   */
  sid: string;
  /**
   * Device id.
   */
  deviceId?: string;
  /**
   * App name from the template.
   */
  appName?: string;
  /**
   * App source tag.
   */
  app_from?: string;
  /**
   * User source tag.
   */
  user_from?: string;
  /**
   * UTM tag.
   */
  utm_tag?: string;
  /**
   * Merchant number from the template.
   */
  merchantNumber?: string;
  /**
   * User name.
   */
  userName?: string;
  /**
   * SMS code, at most 6 characters.
   */
  smsCode: string;
  /**
   * Invite code.
   */
  invite_code?: string;
  /**
   * Template id.
   */
  id?: string | number;
}

/**
 * Not used: only the envelope code matters.
 */
export type RegisterData = unknown;

/**
 * Payload sent by the client.
 */
export interface RepaymentCommitRequest {
  /**
   * Amount to repay (integer cents)
   */
  amount: number;
  /**
   * Chosen bank name.
   */
  bankName: string;
  /**
   * Chosen card id.
   */
  cardId: string | number;
  /**
   * Chosen card number.
   */
  cardNo: string;
  /**
   * Coupon id; empty when none.
   */
  couponId?: string | number;
  /**
   * Order id, from the page query.
   */
  orderId: string | number;
  /**
   * Token from repayment-way.
   */
  repayToken: string;
  /**
   * Chosen bank code.
   */
  bankCode: string;
  /**
   * Send an SMS code; the first commit sends 0.
   */
  sendMsg: 0 | 1;
}

/**
 * Commit result.
 */
export interface RepaymentCommitData {
  /**
   * 1 opens the SMS code step (0 or 1)
   */
  needValid: 0 | 1;
  /**
   * Repayment record id, sent as repaymentRecordId to repayment-confirm.
   */
  repayRecordId?: string | number;
}

/**
 * Payload sent by the client.
 */
export interface RepaymentConfirmRequest {
  /**
   * Order id, from the page query.
   */
  orderId: string | number;
  /**
   * SMS code, at least 6 characters.
   */
  verifyCode: string;
  /**
   * repayRecordId from repayment-commit.
   */
  repaymentRecordId: string | number;
}

/**
 * Not used: only the envelope code matters.
 */
export type RepaymentConfirmData = unknown;

/**
 * Payload sent by the client.
 */
export interface RepaymentHuichaoRequest {
  /**
   * User id.
   */
  userId: string | number;
  /**
   * Order id, from the page query.
   */
  orderId: string | number;
  /**
   * Amount to pay (integer cents)
   */
  amount: number;
}

/**
 * Redirect target.
 */
export interface RepaymentHuichaoData {
  /**
   * URL to redirect to.
   */
  url: string;
}

/**
 * Payload sent by the client.
 */
export interface RepaymentWayRequest {
  /**
   * Order to repay, when known (payload not shown in SPEC).
   */
  orderId?: string | number;
}

/**
 * Payment-way data.
 */
export interface RepaymentWayData {
  /**
   * Alipay value as returned (meaning not shown in SPEC).
   */
  alipay?: string | number;
  /**
   * Token sent back with repayment-commit.
   */
  repayToken: string;
  /**
   * Bank cards to choose from.
   *
   * Items: One bank card.
   */
  bankCards: {
    /**
     * Card id, sent as cardId.
     */
    id: string | number;
    /**
     * Bank name.
     */
    bankName: string;
    /**
     * Card number as shown.
     */
    cardNo: string;
    /**
     * Bank code.
     */
    bankCode: string;
  }[];
}

/**
 * Payload sent by the client.
 */
export interface SaveScoreRequest {
  /**
   * Stars chosen, 1 to 5.
   */
  score: number;
  /**
   * Complaint id.
   */
  problemId: string | number;
}

/**
 * Not used: only the envelope code matters.
 */
export type SaveScoreData = unknown;

/**
 * Payload sent by the client.
 */
export interface TesaRequest {
  /**
   * pd: recommended product id.
   */
  pd: string | number;
}

/**
 * Click target (attach).
 */
export interface TesaData {
  /**
   * lk: target link; http(s) is navigated to, anything else goes to bridge to.
   */
  lk: string;
}

/**
 * No payload of its own; only the common session parameters are sent.
 */
export interface TrackClickRequest {}

/**
 * Not used.
 */
export type TrackClickData = unknown;

/**
 * No payload of its own; only the common session parameters are sent.
 */
export interface TrackVisitRequest {}

/**
 * Not used.
 */
export type TrackVisitData = unknown;

/**
 * Multipart form data.
 */
export interface UploadProblemImgRequest {
  /**
   * Multipart file field problemImage: the picked image.
   */
  problemImage: Blob;
}

/**
 * Uploaded image.
 */
export interface UploadProblemImgData {
  /**
   * URL of the stored image.
   */
  url: string;
}

/** Request payload and success data of every endpoint, by endpoint id. */
export interface EndpointTypes {
  bindCardDetail: { request: BindCardDetailRequest; data: BindCardDetailData };
  bindCardNew: { request: BindCardNewRequest; data: BindCardNewData };
  captcha: { request: CaptchaRequest; data: CaptchaData };
  cardInit: { request: CardInitRequest; data: CardInitData };
  channelTemplate: { request: ChannelTemplateRequest; data: ChannelTemplateData };
  contactKfInfo: { request: ContactKfInfoRequest; data: ContactKfInfoData };
  contract: { request: ContractRequest; data: ContractData };
  contractJump: { request: ContractJumpRequest; data: ContractJumpData };
  eventSave: { request: EventSaveRequest; data: EventSaveData };
  generateVcode: { request: GenerateVcodeRequest; data: GenerateVcodeData };
  getSid: { request: GetSidRequest; data: GetSidData };
  getSms: { request: GetSmsRequest; data: GetSmsData };
  googleScore: { request: GoogleScoreRequest; data: GoogleScoreData };
  loanDetailConfirm: { request: LoanDetailConfirmRequest; data: LoanDetailConfirmData };
  loanDetailPush: { request: LoanDetailPushRequest; data: LoanDetailPushData };
  loanDetails: { request: LoanDetailsRequest; data: LoanDetailsData };
  loanPlayDetail: { request: LoanPlayDetailRequest; data: LoanPlayDetailData };
  lumi: { request: LumiRequest; data: LumiData };
  orbitalFail: { request: OrbitalFailRequest; data: OrbitalFailData };
  problemDetail: { request: ProblemDetailRequest; data: ProblemDetailData };
  problemInit: { request: ProblemInitRequest; data: ProblemInitData };
  problemList: { request: ProblemListRequest; data: ProblemListData };
  problemSave: { request: ProblemSaveRequest; data: ProblemSaveData };
  quvo: { request: QuvoRequest; data: QuvoData };
  register: { request: RegisterRequest; data: RegisterData };
  repaymentCommit: { request: RepaymentCommitRequest; data: RepaymentCommitData };
  repaymentConfirm: { request: RepaymentConfirmRequest; data: RepaymentConfirmData };
  repaymentHuichao: { request: RepaymentHuichaoRequest; data: RepaymentHuichaoData };
  repaymentWay: { request: RepaymentWayRequest; data: RepaymentWayData };
  saveScore: { request: SaveScoreRequest; data: SaveScoreData };
  tesa: { request: TesaRequest; data: TesaData };
  trackClick: { request: TrackClickRequest; data: TrackClickData };
  trackVisit: { request: TrackVisitRequest; data: TrackVisitData };
  uploadProblemImg: { request: UploadProblemImgRequest; data: UploadProblemImgData };
}
