/**
 * The text a lender's server writes itself (order statuses, detail rows, instalments, messages),
 * in the borrower's language when the call asks for it: the app sends `Accept-Language` with the
 * page's locale first (DESIGN §3), so a server that translates its own copy can, and the sandbox
 * does, so the studio and the tests show what a Filipino borrower sees. Only whole strings the
 * table knows are translated; values (amounts, dates, names, numbers) stay as they are.
 */
const FILIPINO: Readonly<Record<string, string>> = {
  // Order statuses and their notes (loan-details).
  'Due soon': 'Malapit na ang takdang araw',
  'Your repayment is due soon. Pay on time to avoid late fees.':
    'Malapit na ang takdang araw ng iyong bayad. Magbayad sa oras para walang multa.',
  'Waiting for repayment': 'Naghihintay ng bayad',
  'Under review': 'Sinusuri',
  Approved: 'Aprubado',
  'Your loan was approved and is being disbursed.': 'Aprubado ang iyong utang at ipinapadala na.',
  Repaid: 'Bayad na',
  'Thank you! Your loan is fully repaid. You can borrow again.':
    'Salamat! Bayad na nang buo ang iyong utang. Puwede kang umutang muli.',
  Repaying: 'Binabayaran',
  Overdue: 'Lampas na sa takdang araw',
  'Not approved': 'Hindi naaprubahan',
  Processing: 'Pinoproseso',
  Completed: 'Tapos na',
  // Detail rows.
  Status: 'Katayuan',
  'Order number': 'Numero ng order',
  'Loan amount': 'Halaga ng utang',
  Term: 'Termino',
  'Disbursed on': 'Ipinadala noong',
  'Due date': 'Takdang araw',
  'Amount due': 'Halagang babayaran',
  'Amount received': 'Halagang natanggap',
  'Service fee': 'Bayad sa serbisyo',
  Interest: 'Interes',
  'Total repayment': 'Kabuuang babayaran',
  'Late fee': 'Multa sa pagkaantala',
  Instalment: 'Hulog',
  'Extension fee': 'Bayad sa pagpapalawig',
  'Extension days': 'Mga araw ng pagpapalawig',
  // A plan's instalments (repay period, loan confirm).
  '1st instalment': 'Unang hulog',
  '2nd instalment': 'Ikalawang hulog',
  '3rd instalment': 'Ikatlong hulog',
  // Recommended products.
  'Approval in 10 minutes': 'Aprubado sa loob ng 10 minuto',
  'Up to 180 days': 'Hanggang 180 araw',
  'Available again after you repay': 'Magagamit muli pagkatapos mong magbayad',
  // Messages and refusals.
  'Verification code sent': 'Naipadala na ang verification code',
  'Registration successful': 'Matagumpay ang pagpaparehistro',
  'Account bound successfully': 'Matagumpay na naikabit ang account',
  'Sandbox: service unavailable': 'Sandbox: hindi magamit ang serbisyo ngayon',
};

/** Whether an `Accept-Language` header puts Filipino (`fil`, or `tl`) first. */
export function wantsFilipino(acceptLanguage: string | undefined): boolean {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return /^(fil|tl)(-|;|$)/.test(first);
}

/** The answer with every string the table knows in the asked language (a copy; English as it is). */
export function inServerLanguage<T>(answer: T, acceptLanguage: string | undefined): T {
  if (!wantsFilipino(acceptLanguage)) return answer;
  const translate = (value: unknown): unknown => {
    if (typeof value === 'string') return FILIPINO[value] ?? value;
    if (Array.isArray(value)) return value.map(translate);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, translate(entry)]));
    return value;
  };
  return translate(answer) as T;
}
