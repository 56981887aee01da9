import type { ExperimentDef } from '../../language/experiments/experiments.ts';

/** The file the build writes beside index.html for deploy/nginx.conf to include (DESIGN §14). */
export const EXPERIMENTS_NGINX_FILE = 'experiments.nginx.conf';

/** A route's page name as deploy/nginx.conf's `$loan_page` has it: `/loanConfirm` → `loanConfirm`, `/` → `index`. */
export function pageName(route: string): string {
  return route === '/' ? 'index' : route.slice(1);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The experiments' part of the nginx site, for the http context: per running experiment,
 * `split_clients` on `"<experiment>:$arg_deviceId"` (src/experiments/assignVariant.ts computes the
 * same) with its shares, and `$loan_variant_page`, the page a request is sent: the variant's
 * (`loanConfirm.b`) where the address names the device, none (index.html: the app chooses by the
 * session it kept) where it does not, the route's own page for every other route. A decided
 * experiment's winner is the route's page itself, so it needs nothing here.
 */
export function experimentsNginxConf(byRoute: ReadonlyMap<string, ExperimentDef>): string {
  const lines = [
    '# Experiments (DESIGN §14), written by the build from experiments/*.json: included by deploy/nginx.conf.',
    '# A new build brings new splits: reload nginx with it.',
  ];
  const experiments = [...new Set(byRoute.values())];
  for (const experiment of experiments) {
    lines.push(`split_clients "${experiment.id}:\${arg_deviceId}" $loan_x_${experiment.id} {`);
    experiment.variants.forEach((variant, i) => {
      const share = i === experiment.variants.length - 1 ? '*' : `${Number(variant.share.toFixed(2))}%`;
      lines.push(`    ${share} ${variant.id};`);
    });
    lines.push('}');
  }
  lines.push('map "$loan_page:$arg_deviceId" $loan_variant_page {');
  for (const [route, experiment] of byRoute) {
    if (route === '*') continue;
    const page = escapeRegex(pageName(route));
    lines.push(`    "~^${page}:." "${pageName(route)}.$loan_x_${experiment.id}";`);
    lines.push(`    "~^${page}:$" "";`);
  }
  lines.push('    default $loan_page;', '}', '');
  return lines.join('\n');
}
