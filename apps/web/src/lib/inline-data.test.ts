// @vitest-environment jsdom
import { INLINE_DATA_ID } from '@ktravel/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, inlineAnswer } from './api-client.ts';

function inlineInHead(url: string, text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INLINE_DATA_ID;
  element.setAttribute('data-url', url);
  element.textContent = text;
  document.head.append(element);
}

describe("the page's inline API answer", () => {
  afterEach(() => {
    document.getElementById(INLINE_DATA_ID)?.remove();
    vi.unstubAllGlobals();
  });

  it('answers the first GET for its URL without a request, once; later ones ask the API', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"data":{"id":9,"title":"Fresh"}}'));
    vi.stubGlobal('fetch', fetchMock);
    // As the server writes it: "<" escaped inside the JSON.
    inlineInHead('/api/courses/9', '{"data":{"id":9,"title":"Tea \\u003c/script> time"}}');
    expect(await api.get('/courses/9')).toEqual({ data: { id: 9, title: 'Tea </script> time' } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(INLINE_DATA_ID)).toBeNull();
    expect(await api.get('/courses/9')).toEqual({ data: { id: 9, title: 'Fresh' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not used for another URL, and stays for its own', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => new Response('{"data":{"id":10}}'));
    vi.stubGlobal('fetch', fetchMock);
    inlineInHead('/api/courses/9', '{"data":{"id":9}}');
    expect(await api.get('/courses/10')).toEqual({ data: { id: 10 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await api.get('/courses/9')).toEqual({ data: { id: 9 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is dropped unused by any write, which may have changed it', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => new Response('{"data":{"id":9,"title":"New"}}'));
    vi.stubGlobal('fetch', fetchMock);
    inlineInHead('/api/courses/9', '{"data":{"id":9,"title":"Old"}}');
    await api.put('/courses/9', { title: 'New' });
    expect(document.getElementById(INLINE_DATA_ID)).toBeNull();
    expect(await api.get('/courses/9')).toEqual({ data: { id: 9, title: 'New' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is ignored, and the API asked, when it does not parse', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"data":{"id":9}}'));
    vi.stubGlobal('fetch', fetchMock);
    inlineInHead('/api/courses/9', '{"data":');
    expect(await api.get('/courses/9')).toEqual({ data: { id: 9 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('inlineAnswer (a query’s initialData)', () => {
  afterEach(() => document.getElementById(INLINE_DATA_ID)?.remove());

  it('hands over the answer for its GET once, and nothing for another', () => {
    inlineInHead('/api/courses/9', '{"data":{"id":9}}');
    expect(inlineAnswer('/courses/10')).toBeUndefined();
    expect(inlineAnswer('/courses/9')).toEqual({ data: { id: 9 } });
    expect(inlineAnswer('/courses/9')).toBeUndefined();
  });
});
