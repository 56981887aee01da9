export { loadEngineTexts } from './loadEngineTexts';
export { currentLocale, type Locale, setLocale } from './locale';
