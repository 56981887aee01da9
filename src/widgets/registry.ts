import type { WidgetComponent, WidgetEntry, WidgetRegistry } from '../engine/widgetApi';

const lazyWidget = (
  importer: () => Promise<{ default?: never } & Record<string, unknown>>,
  name: string,
): WidgetEntry => ({
  load: () => importer().then((module) => module[name] as WidgetComponent),
});

/**
 * The widgets every screen may use, keyed by the JSON `type`. A plain object: a caller
 * (a test, an embedding app) passes `{ ...getDefaultRegistry(), text: myText }` to override.
 */
export function getDefaultRegistry(): WidgetRegistry {
  return {
    stack: lazyWidget(() => import('./Stack'), 'Stack'),
    text: lazyWidget(() => import('./Text'), 'Text'),
    image: lazyWidget(() => import('./Image'), 'Image'),
    button: lazyWidget(() => import('./Button'), 'Button'),
    list: lazyWidget(() => import('./List'), 'List'),
    detailList: lazyWidget(() => import('./DetailList'), 'DetailList'),
    row: lazyWidget(() => import('./Row'), 'Row'),
    tabs: lazyWidget(() => import('./Tabs'), 'Tabs'),
    form: lazyWidget(() => import('./Form'), 'Form'),
    input: lazyWidget(() => import('./Input'), 'Input'),
    checkbox: lazyWidget(() => import('./Checkbox'), 'Checkbox'),
    starRating: lazyWidget(() => import('./StarRating'), 'StarRating'),
    textArea: lazyWidget(() => import('./TextArea'), 'TextArea'),
    imagePicker: lazyWidget(() => import('./ImagePicker'), 'ImagePicker'),
    choiceList: lazyWidget(() => import('./ChoiceList'), 'ChoiceList'),
    iframe: lazyWidget(() => import('./Iframe'), 'Iframe'),
    barcode: lazyWidget(() => import('./Barcode'), 'Barcode'),
  };
}
