// Generated code. Do not modify. Run npm run gen.

/**
 * One lender's brand (DESIGN §9): everything that differs between the apps built from this code base. `brands/<id>.json`, with its art in `brands/<id>/`. Screens read it as `brand.*` in formulas and templates; the build bakes one brand in (`BRAND=<id> npm run build`). Fields with a default may be left out; a new brand can start from a copy of `brands/pesoagad.json`.
 */
export interface BrandFile {
  $schema?: string;
  /**
   * The file's name: `brands/<id>.json`, art in `brands/<id>/`.
   */
  id: string;
  /**
   * The brand borrowers know: page titles and copy (`{{brand.name}}`).
   */
  name: string;
  /**
   * The lending company: legal pages and footers.
   */
  legalName: string;
  /**
   * The lender's SEC registration number (privacy policy's lender information, loan terms).
   */
  secRegistrationNo: string;
  /**
   * The lender's SEC certificate of authority to operate as a lending company.
   */
  certificateOfAuthorityNo: string;
  /**
   * Customer service e-mail (about us, legal pages).
   */
  supportEmail: string;
  /**
   * Customer service phone (SPEC §9), shown where help by phone is offered and called through bridge `callPhone`. Digits, with an optional leading + and spaces or dashes between groups.
   */
  servicePhone: string;
  /**
   * The app's URL scheme without `://`: the download page's "Open the app" link is `<appScheme>://`.
   */
  appScheme: string;
  /**
   * https links to the app in the stores.
   */
  storeUrls: {
    android: string;
    ios: string;
  };
  /**
   * The lender's office address (about us).
   */
  address?: string;
  /**
   * When customer service answers (about us, customer service).
   */
  officeHours?: string;
  /**
   * The theme, as `#rrggbb`. The checker proves each text/background pair the theme uses reads at WCAG 2.1 AA (4.5:1 for text, 3:1 for large text and controls). Colours left out follow `primary` or the house defaults.
   */
  colors: {
    /**
     * Primary buttons, links, banners, the browser's theme colour.
     */
    primary: string;
    /**
     * A primary button while pressed. Default: `primary` 20% darker.
     */
    primaryPressed?: string;
    /**
     * Text and icons on `primary` (buttons, banners).
     */
    onPrimary?: string;
    /**
     * Light panels and chosen rows tinted with the brand. Default: `primary` mixed 90% into white.
     */
    primarySoft?: string;
    /**
     * Borders of chosen and focused items. Default: `primary` mixed 80% into white.
     */
    primaryLine?: string;
    /**
     * Body text.
     */
    text?: string;
    /**
     * Secondary text (labels, hints).
     */
    muted?: string;
    /**
     * The page behind cards.
     */
    background?: string;
    /**
     * Cards, dialogs and sheets.
     */
    surface?: string;
    /**
     * Dividers and input borders.
     */
    line?: string;
    /**
     * Errors and overdue amounts.
     */
    danger?: string;
    /**
     * Success messages.
     */
    success?: string;
  };
  /**
   * The brand's images, as file names relative to `brands/<id>/`. In formulas each reads as the image's URL in the built app.
   */
  art?: {
    /**
     * The brand's logo (about us, download page).
     */
    logo?: string;
    /**
     * The browser tab's icon.
     */
    icon?: string;
    /**
     * The landing page's first promotional image (750×460).
     */
    landingHero?: string;
    /**
     * The landing page's second image (how it works).
     */
    landingSteps?: string;
    /**
     * The landing page's third image (why trust us).
     */
    landingTrust?: string;
    /**
     * The banner at the top of the complaint entry page (358×96), leading to the borrower's complaints.
     */
    complaintBanner?: string;
    /**
     * Order details' status banners (700×240), one per order status the app knows; the screen picks one with `match` on `orderStatus`.
     */
    statusBanners?: {
      /**
       * Status 21: the order is under review.
       */
      underReview?: string;
      /**
       * Status 110: the loan is approved.
       */
      approved?: string;
      /**
       * Status 151: the application was not approved.
       */
      notApproved?: string;
      /**
       * Status 170: the loan is being repaid.
       */
      repaying?: string;
      /**
       * Status 174: repayment is due soon.
       */
      dueSoon?: string;
      /**
       * Status 180: the loan is overdue.
       */
      overdue?: string;
      /**
       * Status 200: the loan is repaid.
       */
      repaid?: string;
    };
  };
}
