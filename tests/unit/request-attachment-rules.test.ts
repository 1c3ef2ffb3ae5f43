import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_TYPE_REFUSED,
  attachmentAccept,
  attachmentContentType,
  attachmentTypeError,
  attachmentTypeRefused,
  attachmentTypesOf,
  leadingBytes,
  sniffAttachment,
} from '../../machines/rules/request-rules';

/** The attachment type rule the client, the gateway and the fixture backend share (issue 38). */

const b64 = (bytes: number[] | string) => Buffer.from(typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)).toString('base64');
const PDF = b64('%PDF-1.4\n%âãÏÓ\n1 0 obj');
const PNG = b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = b64([0xff, 0xd8, 0xff, 0xe1, 0, 0x10]);
const GIF = b64('GIF89a\x01\x00\x01\x00');
const WEBP = b64('RIFF\x24\x00\x00\x00WEBPVP8 ');

describe('the attachment types of a request form', () => {
  it('are PDF and pictures unless the field’s mimes: says otherwise, offered as the input’s accept', () => {
    expect(attachmentTypesOf('')).toEqual(['pdf', 'jpg', 'jpeg', 'png', 'gif', 'webp']);
    expect(attachmentTypesOf(['max:10'])).toEqual(['pdf', 'jpg', 'jpeg', 'png', 'gif', 'webp']);
    expect(attachmentTypesOf('required|mimes:PDF, .docx')).toEqual(['pdf', 'docx']);
    expect(attachmentTypesOf(['mimes:jpg,png'])).toEqual(['jpg', 'png']);
    expect(attachmentAccept(attachmentTypesOf(null))).toBe('.pdf,.jpg,.jpeg,.png,.gif,.webp');
    expect(ATTACHMENT_TYPE_REFUSED).toBe('Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, JPEG, PNG, GIF y WEBP.');
  });

  it('refuse another type by its name, before its content is read', () => {
    expect(attachmentTypeError('notas.txt', null, '')).toBe(ATTACHMENT_TYPE_REFUSED);
    expect(attachmentTypeError('instalador.exe', null, '')).toBe(ATTACHMENT_TYPE_REFUSED);
    expect(attachmentTypeError('sin-extension', null, '')).toBe(ATTACHMENT_TYPE_REFUSED);
    expect(attachmentTypeError('Boleta.PDF', null, '')).toBeNull();
    expect(attachmentTypeError('contrato.docx', null, 'mimes:pdf,docx')).toBeNull();
    expect(attachmentTypeError('foto.pdf', null, 'mimes:jpg,png')).toBe(attachmentTypeRefused(['jpg', 'png']));
  });

  it('know a PDF and the pictures by their magic bytes, a data: prefix or not', () => {
    expect([PDF, PNG, JPEG, GIF, WEBP].map((base64) => sniffAttachment(leadingBytes(base64)))).toEqual([
      'pdf',
      'png',
      'jpeg',
      'gif',
      'webp',
    ]);
    expect(sniffAttachment(leadingBytes(`data:application/pdf;base64,${PDF}`))).toBe('pdf');
    expect(sniffAttachment(leadingBytes(b64('MZ\x90\x00')))).toBeNull();
    expect(sniffAttachment(leadingBytes('no es base64 ¿?'))).toBeNull();
    expect(sniffAttachment(leadingBytes(''))).toBeNull();
  });

  it('refuse a PDF that is not one, and a picture that is none, whatever picture it is named', () => {
    expect(attachmentTypeError('factura.pdf', b64('hola'), '')).toBe('El archivo seleccionado no es un PDF válido');
    expect(attachmentTypeError('factura.pdf', PNG, '')).toBe('El archivo seleccionado no es un PDF válido');
    expect(attachmentTypeError('foto.png', PDF, '')).toBe('El archivo seleccionado no es una imagen válida');
    expect(attachmentTypeError('foto.gif', b64('GIF'), '')).toBe('El archivo seleccionado no es una imagen válida');
    expect([PNG, JPEG, GIF, WEBP].map((base64) => attachmentTypeError('foto.jpg', base64, ''))).toEqual([null, null, null, null]);
    expect(attachmentTypeError('factura.pdf', PDF, '')).toBeNull();
    // a type the form adds is taken by its name
    expect(attachmentTypeError('contrato.docx', b64('PK\x03\x04'), 'mimes:docx')).toBeNull();
  });

  it('give the content type its content says, else its name', () => {
    expect(attachmentContentType('foto.jpg', Buffer.from(PNG, 'base64'))).toBe('image/png');
    expect(attachmentContentType('factura.pdf', Buffer.from(PDF, 'base64'))).toBe('application/pdf');
    expect(attachmentContentType('contrato.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(attachmentContentType('raro.xyz')).toBe('application/octet-stream');
  });
});
