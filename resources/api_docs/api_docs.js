/* The /api/docs page: Swagger UI on the document of /api/openapi.json (served by us, within the CSP). */
;(function () {
  const root = document.getElementById('api-docs')
  window.SwaggerUIBundle({
    url: root.dataset.documentUrl,
    domNode: root,
    // No links inside the operations' summary buttons (axe: nested-interactive).
    deepLinking: false,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
    persistAuthorization: false,
    validatorUrl: null,
    onComplete() {
      const servers = document.getElementById('servers')
      if (servers) servers.setAttribute('aria-label', 'Server')
    },
  })
})()
