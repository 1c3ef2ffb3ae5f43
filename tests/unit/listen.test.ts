import { describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/config';
import { demoExposureWarning, localUrl, warnIfDemoIsOpen } from '../../gateway/listen';

/** Issue 11: `npm start` listened on every interface with demo data, every demo account open to anyone reaching it. */
describe('where the gateway listens', () => {
  it('listens on 127.0.0.1 with demo data, and says nothing', () => {
    const config = readConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(localUrl(config, 4000)).toBe('http://127.0.0.1:4000');
    const said: string[] = [];
    warnIfDemoIsOpen(config, (text) => said.push(text));
    expect(said).toEqual([]);
  });

  it.each(['0.0.0.0', '192.168.1.20', '::'])('says loudly that every demo account is open when HOST=%s', (host) => {
    const said: string[] = [];
    const config = readConfig({ HOST: host });
    expect(config.host).toBe(host);
    warnIfDemoIsOpen(config, (text) => said.push(text));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('EVERY DEMO ACCOUNT IS OPEN');
  });

  it('takes HOST=localhost or another loopback address quietly', () => {
    expect(demoExposureWarning(readConfig({ HOST: 'localhost' }))).toBeNull();
    expect(demoExposureWarning(readConfig({ HOST: '127.0.0.2' }))).toBeNull();
    expect(demoExposureWarning(readConfig({ HOST: '::1' }))).toBeNull();
  });

  it('listens on every interface in front of a real backend, unless HOST says otherwise, with no demo warning', () => {
    const rest = readConfig({ DATA_SOURCE: 'rest', BACKEND_URL: 'https://backend.example' });
    expect(rest.host).toBeNull();
    expect(localUrl(rest, 4000)).toBe('http://localhost:4000');
    expect(demoExposureWarning(rest)).toBeNull();
    expect(readConfig({ DATA_SOURCE: 'rest', BACKEND_URL: 'https://backend.example', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});
