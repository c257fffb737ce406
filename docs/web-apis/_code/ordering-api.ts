// Ordering boards made from a published package release.
// Shapes follow the registry's reference implementation
// (tscircuit/tscircuit.com, fake-snippets-api, commit 0f7b08a, 2026-08-22).

const API = "https://api.tscircuit.com";

export interface Order {
  order_id: string;
  account_id: string | null;
  submitted_package_release_id: string | null;
  adapted_package_release_id: string | null;
  stripe_checkout_session_id: string | null;
  stripe_checkout_session_url: string | null; // null once the session expired
  is_stripe_checkout_session_open: boolean;
  is_stripe_checkout_session_complete: boolean;
  is_stripe_checkout_session_expired: boolean;
  is_stripe_payment_paid: boolean;
  is_started: boolean;
  is_running: boolean;
  is_finished: boolean;
  has_error: boolean;
  created_at: string; // ISO 8601
  started_at: string | null;
  completed_at: string | null;
}

export interface CreateOrderRequest {
  submitted_package_release_id: string; // package_release_id also accepted
  adapted_package_release_id?: string;
  quantity?: number; // whole boards, 1–100, default 1
  fabricator_id?: string;
  fabricator_name?: string;
  success_url?: string; // where checkout sends the buyer after paying
  cancel_url?: string;
}

export interface CreateOrderResponse {
  ok: boolean;
  order: Order;
  stripe_checkout_session_id: string;
  stripe_checkout_session_url: string;
  url: string; // same as stripe_checkout_session_url: send the buyer here
}

export interface OrderError {
  error: { error_code: string; message: string };
}

async function call<T>(
  path: string,
  init: { method: "GET" | "POST"; token?: string; body?: unknown },
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${API}${path}`, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json: unknown = await res.json();
  if (!res.ok) {
    const { error } = json as OrderError;
    throw new Error(`${res.status} ${error.error_code}: ${error.message}`);
  }
  return json as T;
}

/** Starts an order and returns the checkout page to open. */
export async function startOrder(
  packageReleaseId: string,
  quantity: number,
  token: string,
): Promise<{ orderId: string; checkoutUrl: string }> {
  const request: CreateOrderRequest = {
    submitted_package_release_id: packageReleaseId,
    quantity,
  };
  const res = await call<CreateOrderResponse>("/orders/create", {
    method: "POST",
    token,
    body: request,
  });
  return { orderId: res.order.order_id, checkoutUrl: res.url };
}

/** Reads an order's state, e.g. to see whether it has been paid. */
export async function getOrder(orderId: string): Promise<Order> {
  const query = new URLSearchParams({ order_id: orderId });
  const res = await call<{ ok: boolean; order: Order }>(
    `/orders/get?${query}`,
    { method: "GET" },
  );
  return res.order;
}

/** Your newest orders, newest first. */
export async function listOrders(
  accountId: string,
  token: string,
): Promise<Order[]> {
  const query = new URLSearchParams({ account_id: accountId, limit: "20" });
  const res = await call<{ ok: boolean; orders: Order[] }>(
    `/orders/list?${query}`,
    { method: "GET", token },
  );
  return res.orders;
}
