import type { ThemeConfig } from 'antd';

/**
 * One set of design tokens. Chrome stays neutral so the data carries the colour; a dark theme
 * is `algorithm: theme.darkAlgorithm` on top of the same tokens.
 */
export const PRIMARY = '#1a6f7d';

export const lightTheme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    // antd derives a grey-teal #b1bdbc from the primary for info alerts, heavy behind dark text.
    colorInfoBg: '#e8f3f4',
    colorInfoBorder: '#a8cfd4',
    colorLink: '#17606c',
    colorText: '#1f2329',
    colorTextSecondary: '#596170',
    // AA contrast on white for helper text and descriptions (antd's defaults are lighter).
    colorTextDescription: '#5f6673',
    colorTextTertiary: '#5f6673',
    colorTextPlaceholder: '#858c97',
    colorBorder: '#d6dae1',
    colorBorderSecondary: '#e7e9ee',
    colorBgLayout: '#f5f6f8',
    borderRadius: 6,
    fontSize: 14,
    fontFamily:
      "Inter, 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    controlHeight: 32,
    sizeUnit: 4,
    sizeStep: 4,
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 56, headerPadding: '0 24px', bodyBg: '#f5f6f8' },
    Menu: { itemBg: 'transparent', horizontalItemSelectedColor: PRIMARY, activeBarHeight: 2 },
    Table: { headerBg: '#f7f8fa', headerColor: '#3d4450', rowHoverBg: '#f3f8f9' },
    Button: { primaryShadow: 'none', defaultShadow: 'none' },
    Select: { optionSelectedBg: '#e3f0f2', optionSelectedColor: '#12505a' },
  },
};

/** The theme with antd's motion (menu, modal and tooltip animations) on or off. */
export function themeWithMotion(theme: ThemeConfig, motion: boolean): ThemeConfig {
  return motion ? theme : { ...theme, token: { ...theme.token, motion: false } };
}
