import { compilePathTemplates, matchPathTemplate } from './path-templates';

describe('path templates', () => {
  const templates = compilePathTemplates(['/api/v1/rgb/utxos/{outpoint}', '/api/v1/rgb/utxos/summary', '/api/v1/payment/{paymentId}', '/api/v1/payment/{paymentId}/wait']);

  it('matches a concrete path to its template', () => {
    expect(matchPathTemplate(templates, '/api/v1/payment/ab12')).toBe('/api/v1/payment/{paymentId}');
    expect(matchPathTemplate(templates, '/api/v1/payment/ab12/wait')).toBe('/api/v1/payment/{paymentId}/wait');
  });

  it('prefers a literal path over a placeholder, as the router does', () => {
    expect(matchPathTemplate(templates, '/api/v1/rgb/utxos/summary')).toBe('/api/v1/rgb/utxos/summary');
    expect(matchPathTemplate(templates, '/api/v1/rgb/utxos/aa:0')).toBe('/api/v1/rgb/utxos/{outpoint}');
  });

  it('matches no template across a segment boundary or for unknown paths', () => {
    expect(matchPathTemplate(templates, '/api/v1/payment/a/b')).toBeUndefined();
    expect(matchPathTemplate(templates, '/api/v1/payment/')).toBeUndefined();
    expect(matchPathTemplate(templates, '/api/v1/no/such/route')).toBeUndefined();
  });
});
