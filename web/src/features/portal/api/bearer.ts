/** The signed-in client's portal session token, as the portal's endpoints expect it. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
