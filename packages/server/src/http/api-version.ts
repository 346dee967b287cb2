/** The version of the API, shown in the OpenAPI document and by `GET /api/v1/config`. */
export const apiVersion = '0.1.0';
