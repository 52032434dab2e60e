/** Where the API's OpenAPI 3.1 document is served (app/api/v1/openapi.json/route.ts). */
export const OPENAPI_PATH = '/api/v1/openapi.json'
