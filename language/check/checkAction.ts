import { isEmailAddress } from '../../src/actions/mail.ts';
import { safeHttpUrl } from '../../src/actions/safeUrl.ts';
import type { TypeEnv } from '../types/typeEnv.ts';
import { at, didYouMean, type Obj } from './json.ts';
import { problem } from './parsedScreen.ts';
import { checkPayload } from './payloads.ts';
import { checkAppLink } from './safety.ts';
import type { Walk } from './walk.ts';

/**
 * The references an action makes, proven: endpoints (and their payloads), routes, modals, anchors,
 * data sources, and the URLs and addresses it opens.
 */
export function checkAction(walk: Walk, action: Obj, pointer: string, env: TypeEnv): void {
  const file = walk.screen.file;
  const { endpoints } = walk.project.api;
  switch (action.type) {
    case 'call': {
      const id = String(action.endpoint);
      if (!endpoints[id]) {
        walk.problems.push(
          problem(
            file,
            at(pointer, 'endpoint'),
            `unknown endpoint "${id}"${didYouMean(id, Object.keys(endpoints))}`,
          ),
        );
      } else if (endpoints[id].meta.response !== 'json') {
        walk.problems.push(
          problem(
            file,
            at(pointer, 'endpoint'),
            `endpoint "${id}" answers an image; use it as an image source`,
          ),
        );
      } else {
        checkPayload(walk, id, action.payload, at(pointer, 'payload'), env);
      }
      break;
    }
    case 'navigate': {
      const to = String(action.to).split('?')[0] ?? '';
      if (!walk.project.routes.has(to)) {
        walk.problems.push(
          problem(
            file,
            at(pointer, 'to'),
            `no screen has the route "${to}"${didYouMean(to, walk.project.routes)}`,
          ),
        );
      }
      break;
    }
    case 'openModal':
    case 'closeModal':
      if (typeof action.modal === 'string' && !walk.modals.has(action.modal)) {
        walk.problems.push(
          problem(
            file,
            at(pointer, 'modal'),
            `no modal "${action.modal}" in this screen${didYouMean(action.modal, walk.modals)}`,
          ),
        );
      }
      break;
    case 'openUrl':
      if (
        typeof action.url === 'string' &&
        !action.url.includes('{{') &&
        safeHttpUrl(action.url, 'http://app.local/') === undefined
      ) {
        walk.problems.push(
          problem(file, at(pointer, 'url'), `"${action.url}" is not an http(s) URL: it would be refused`),
        );
      }
      break;
    case 'openApp':
      checkAppLink(walk, action.url, at(pointer, 'url'));
      break;
    case 'copy':
      // The schema cannot word this well: an unmet `oneOf` reads as two missing properties.
      if ((action.text === undefined) === (action.link === undefined))
        walk.problems.push(
          problem(
            file,
            pointer,
            action.text === undefined
              ? 'copy needs "text" (what to copy) or "link" (an app route, copied as its address)'
              : 'copy takes "text" or "link", not both',
          ),
        );
      if (typeof action.link === 'string') {
        const to = action.link.split('?')[0] ?? '';
        if (!walk.project.routes.has(to))
          walk.problems.push(
            problem(
              file,
              at(pointer, 'link'),
              `no screen has the route "${to}"${didYouMean(to, walk.project.routes)}`,
            ),
          );
      }
      break;
    case 'mail':
      if (typeof action.to === 'string' && !action.to.includes('{{') && !isEmailAddress(action.to)) {
        walk.problems.push(
          problem(file, at(pointer, 'to'), `"${action.to}" is not an e-mail address: it would be refused`),
        );
      }
      break;
    case 'scrollTo':
      if (typeof action.anchor === 'string' && !walk.anchors.has(action.anchor)) {
        walk.problems.push(
          problem(
            file,
            at(pointer, 'anchor'),
            `no widget has the anchor "${action.anchor}"${didYouMean(action.anchor, walk.anchors)}`,
          ),
        );
      }
      break;
    case 'reload':
      if (typeof action.source === 'string' && !walk.sources.has(action.source)) {
        walk.problems.push(
          problem(
            file,
            at(pointer, 'source'),
            `no data source "${action.source}"${didYouMean(action.source, walk.sources)}`,
          ),
        );
      }
      break;
    default:
      break;
  }
}
