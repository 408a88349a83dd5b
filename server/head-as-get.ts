import type { Request, RequestHandler } from "express";

const ANSWERED_AS_GET = Symbol("answered as GET");

/** Whether this request came as a HEAD and is being answered as a GET (see answerHeadAsGet). */
export const cameAsHead = (req: Request) => (req as Request & { [ANSWERED_AS_GET]?: boolean })[ANSWERED_AS_GET] === true;

/**
 * A HEAD answered as the GET it stands for, so it carries the GET's headers (RFC 9110 §9.3.2): the
 * compression middleware leaves HEAD alone and React Router renders no body for it, so without this
 * a HEAD lacked the GET's Content-Encoding and length. Node already knows the response is to a HEAD
 * and drops its body. The method reads HEAD again once the headers are written, so the request log
 * and the metrics name what the client asked.
 */
export const answerHeadAsGet: RequestHandler = (req, res, next) => {
  if (req.method !== "HEAD") return next();
  req.method = "GET";
  (req as Request & { [ANSWERED_AS_GET]?: boolean })[ANSWERED_AS_GET] = true;
  // Middleware mounted after this one (compression) wraps writeHead around this and decides first.
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
    req.method = "HEAD";
    return writeHead.apply(this, args);
  } as typeof res.writeHead;
  next();
};
