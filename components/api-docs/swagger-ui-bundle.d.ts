// The prebuilt Swagger UI bundle (swagger-ui-dist) ships no types; this is the part we call.
declare module 'swagger-ui-dist/swagger-ui-bundle.js' {
  type SwaggerUIOptions = {
    domNode: HTMLElement
    url: string
    layout?: string
    presets?: unknown[]
    deepLinking?: boolean
    docExpansion?: 'list' | 'full' | 'none'
    defaultModelsExpandDepth?: number
    filter?: boolean
    tryItOutEnabled?: boolean
    validatorUrl?: string | null
    withCredentials?: boolean
  }
  type SwaggerUIBundle = ((options: SwaggerUIOptions) => unknown) & { presets: { apis: unknown } }
  const bundle: SwaggerUIBundle
  export default bundle
}
