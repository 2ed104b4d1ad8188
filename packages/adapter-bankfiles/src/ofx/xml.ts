import type { XmlHandlers } from "../xml/xmlElements";
import type { OfxEvents } from "./events";

/**
 * OFX 2 (XML) as the same events as OFX 1: an element is a leaf when it holds text and no
 * element, an aggregate otherwise (announced when its first child opens).
 */
export const ofxXmlHandlers = (events: OfxEvents): XmlHandlers => {
  const stack: { name: string; line: number; text: string; opened: boolean }[] = [];
  return {
    open(name, _attributes, line) {
      const parent = stack[stack.length - 1];
      if (parent && !parent.opened) {
        parent.opened = true;
        events.open(parent.name.toUpperCase(), parent.line);
      }
      stack.push({ name, line, text: "", opened: false });
    },
    text(text) {
      const top = stack[stack.length - 1];
      if (top && !top.opened) top.text += text;
    },
    close() {
      const element = stack.pop();
      if (!element) return;
      const name = element.name.toUpperCase();
      if (element.opened) events.close(name);
      else if (element.text.trim() !== "") events.leaf(name, element.text.trim());
      else {
        events.open(name, element.line);
        events.close(name);
      }
    },
  };
};
