import type { Page } from '@playwright/test';

export interface FirstLoadPart {
  files: number;
  rawKb: number;
  gzipKb: number;
}

export interface FirstLoad {
  html: FirstLoadPart;
  js: FirstLoadPart;
  css: FirstLoadPart;
  total: FirstLoadPart;
  files: { file: string; gzipKb: number }[];
}

export declare function measureFirstLoad(page: Page, url: string, webDistDir: string): Promise<FirstLoad>;
