import { describe, expect, it } from "vitest";
import { toasterSide, usualSide } from "~/lib/ui/toaster-placement";

describe("toasterSide: the toasts keep off the controls a page marks", () => {
  const toaster = { left: 860, right: 1280, height: 120 };
  const buttons = (top: number) => ({ top, bottom: top + 40, left: 1000, right: 1260 });

  it("stays at the bottom while nothing marked is there", () => {
    expect(toasterSide(800, toaster, [])).toBe("bottom");
    expect(toasterSide(800, toaster, [buttons(300)])).toBe("bottom");
    // Beside the toasts, not under them (a phone's full-width toasts would cover it).
    expect(toasterSide(800, toaster, [{ top: 720, bottom: 760, left: 100, right: 400 }])).toBe("bottom");
  });

  it("goes to the top while the controls are in the bottom band", () => {
    expect(toasterSide(800, toaster, [buttons(740)])).toBe("top");
    expect(toasterSide(812, { left: 0, right: 375, height: 140 }, [{ top: 700, bottom: 740, left: 16, right: 200 }])).toBe("top");
  });

  it("takes the side that covers less when both would", () => {
    const short = { left: 0, right: 375, height: 200 };
    expect(
      toasterSide(300, short, [
        { top: 0, bottom: 60, left: 0, right: 375 },
        { top: 250, bottom: 300, left: 0, right: 100 },
      ]),
    ).toBe("bottom");
    expect(
      toasterSide(300, short, [
        { top: 0, bottom: 10, left: 0, right: 375 },
        { top: 250, bottom: 300, left: 0, right: 375 },
      ]),
    ).toBe("top");
  });
});

describe("toasterSide on a phone: the toasts' usual side is the top", () => {
  // A 375 px window: the toasts take its width, 140 px high with their margin.
  const phone = { left: 0, right: 375, height: 140 };

  it("sits at the top of a phone's window (a list's pager and last actions are at its bottom), at the bottom of a desktop's", () => {
    expect(usualSide(375)).toBe("top");
    expect(usualSide(639)).toBe("top");
    expect(usualSide(640)).toBe("bottom");
    expect(usualSide(1280)).toBe("bottom");
    expect(toasterSide(812, phone, [], usualSide(375))).toBe("top");
    expect(toasterSide(812, phone, [{ top: 760, bottom: 800, left: 16, right: 360 }], usualSide(375))).toBe("top");
  });

  it("goes to the bottom while marked controls are in the top band, and takes the side covering less when both would", () => {
    expect(toasterSide(812, phone, [{ top: 20, bottom: 60, left: 16, right: 200 }], "top")).toBe("bottom");
    expect(
      toasterSide(
        300,
        { left: 0, right: 375, height: 200 },
        [
          { top: 0, bottom: 10, left: 0, right: 375 },
          { top: 250, bottom: 300, left: 0, right: 375 },
        ],
        "top",
      ),
    ).toBe("top");
  });
});
