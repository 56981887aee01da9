/**
 * BENCH ONLY, never shipped (nothing under src/ imports it; check:dist proves it is not in dist/).
 * The order-details screen for statuses 21–200 written by hand in React, as a competent developer
 * would without the engine: `npm run bench` times it against the engine's /loanDetails.
 *
 * It does the same real work on the wire (DESIGN §3: session parameters from the address, the
 * first client's query parameters and headers, the common envelope's success rule) and renders the
 * same DOM with the same stylesheet. Left out, compared with the engine: the response's schema
 * validation, the router, the error/Retry and toast states, the bank tip, repayment tips,
 * recommended products and every action (the buttons do nothing).
 */
import axios from 'axios';
import { type ReactNode, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../src/styles.css';

interface Order {
  orderStatus: number;
  noticeStatusText?: string;
  noticeDesText?: string;
  productName: string;
  productLogo: string;
  isDelay: number;
  userOrderDetail: { detail: { text: string; value: string }[] };
}

const query = new URLSearchParams(window.location.search);
const session: Record<string, string> = {};
for (const key of ['sessionId', 'productId', 'orderId', 'appVersion', 'deviceId']) {
  const value = query.get(key);
  if (value) session[key] = value;
}

const client = axios.create({
  baseURL: `${import.meta.env.BASE_URL}api`,
  timeout: 60_000,
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
});

const COLORS: Record<number, string> = {
  21: '#1c6bff',
  110: '#2e7d32',
  151: '#607d8b',
  170: '#00838f',
  174: '#e08600',
  180: '#c62828',
  200: '#8a3ffc',
};

function banner(status: number): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 700 240'><rect width='700' height='240' rx='24' fill='${COLORS[status] ?? '#455a64'}'/><circle cx='640' cy='20' r='130' fill='#fff' fill-opacity='.1'/><circle cx='60' cy='240' r='100' fill='#fff' fill-opacity='.1'/><circle cx='350' cy='120' r='76' fill='#fff' fill-opacity='.2'/><rect x='316' y='92' width='68' height='60' rx='8' stroke='#fff' stroke-width='10' stroke-linecap='round' stroke-linejoin='round' fill='none'/><path d='M316 112h68M334 82v16M366 82v16' stroke='#fff' stroke-width='10' stroke-linecap='round' stroke-linejoin='round' fill='none'/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function OrderDetails(): ReactNode {
  const [order, setOrder] = useState<Order | null>(null);
  useEffect(() => {
    const { sessionId, appVersion, deviceId, productId, orderId } = session;
    void client
      .get<{ code: number | string; data?: Order; message?: string }>('/v3/loan-details/loan-details', {
        params: { appVersion, deviceId, sessionId, productId, orderId },
      })
      .then(({ data: body }) => {
        if (Number(body.code) === 0 && body.data) setOrder(body.data);
      });
  }, []);
  useEffect(() => {
    if (order) performance.mark('screen:ready', { detail: 'orderDetails' });
  }, [order]);
  if (!order)
    return (
      <main className="screen" aria-busy="true">
        <div className="state state-loading">
          <span className="spinner" aria-hidden="true" />
        </div>
      </main>
    );
  const status = order.orderStatus;
  const due = status === 174 || status === 180;
  const canRollOver = due && order.isDelay === 1;
  const canRepay = status === 170 || (due && order.isDelay === 0);
  return (
    <main className="screen" data-screen="orderDetails">
      <h1 className="visually-hidden">Order details</h1>
      <section className="stack stack-column appearance-plain gap-medium align-stretch">
        <section
          className="stack stack-column appearance-card gap-medium align-center"
          aria-label="Order status"
        >
          <img
            className="image image-banner"
            alt={order.noticeStatusText ?? ''}
            width={700}
            height={240}
            fetchPriority="high"
            src={banner(status)}
          />
          <h2 className="text text-title tone-default align-center">{order.noticeStatusText}</h2>
          <p className="text text-body tone-muted align-center">{order.noticeDesText}</p>
        </section>
        <section
          className="stack stack-column appearance-card gap-medium align-stretch"
          aria-label="Loan details"
        >
          <section className="stack stack-row appearance-plain gap-medium align-stretch">
            <img className="image image-logo" alt="" loading="lazy" src={order.productLogo} />
            <h3 className="text text-subtitle tone-default align-start">{order.productName}</h3>
          </section>
          <div className="detail-list">
            <dl>
              {order.userOrderDetail.detail.map((row) => (
                <div className="detail-row" key={row.text}>
                  <dt>{row.text}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
        {[170, 174, 180, 200].includes(status) ? (
          <section className="stack stack-column appearance-footer gap-small align-stretch">
            {canRollOver ? (
              <section className="stack stack-column appearance-plain gap-small align-stretch">
                <button type="button" className="btn btn-primary">
                  REPAY
                </button>
                <button type="button" className="btn btn-secondary">
                  Rollover Repayment
                </button>
              </section>
            ) : null}
            {canRepay ? (
              <button type="button" className="btn btn-primary">
                Repayment
              </button>
            ) : null}
            {status === 200 ? (
              <button type="button" className="btn btn-primary">
                Borrow Again
              </button>
            ) : null}
          </section>
        ) : null}
      </section>
    </main>
  );
}

// The marker check:dist looks for: it must never be in dist/.
document.documentElement.dataset.benchHandwritten = '';
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <OrderDetails />
    </StrictMode>,
  );
