export { currentLocale, type Locale, setLocale } from './locale';
export { loadEngineTexts } from './loadEngineTexts';
