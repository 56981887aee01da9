import { AMOUNT_FORMAT, DATE_FIELDS_FORMAT } from '../expressions/funcs/intlOptions';

// Makes the page's Intl formats once, in the language the page posts, then ends (`warmIntl.ts`).
self.onmessage = (event: MessageEvent<string>) => {
  new Intl.NumberFormat(event.data, AMOUNT_FORMAT).format(0);
  new Intl.DateTimeFormat(event.data, DATE_FIELDS_FORMAT).formatToParts(0);
  self.close();
};
