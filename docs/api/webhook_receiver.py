"""A Kiểu Studio webhook receiver in Python 3 (standard library only).

It checks each delivery's Kieu-Signature on the raw request bytes, in constant time, within a
300-second tolerance, answers 204 to a genuine delivery and 400 to anything else.

    KIEU_WEBHOOK_SECRET=whsec_... PORT=3000 python3 docs/api/webhook_receiver.py

The secret is in API management (token details) or GET /v1/webhook-secret. Copy
verify_kieu_signature into your own server: it is the whole check.
"""

import hashlib
import hmac
import json
import os
import re
import time
from http.server import BaseHTTPRequestHandler, HTTPServer

# How far a signature's time may be from ours, in seconds: older deliveries may be replays.
TOLERANCE_SECONDS = 300


def verify_kieu_signature(secret, header, raw_body, now=None):
    """True when header ("t=<unix seconds>,v1=<hex>[,v1=<hex>...]") signs exactly raw_body
    (bytes) with secret and its t is within the tolerance. For a day after the secret is
    rotated there are two v1 values (the new secret's and the old one's): one matching is enough.
    """
    if not header:
        return False
    now = time.time() if now is None else now
    items = [item.strip().partition("=") for item in header.split(",")]
    timestamps = [value for key, _, value in items if key == "t"]
    if not timestamps or not re.fullmatch(r"\d+", timestamps[0]):
        return False
    t = int(timestamps[0])
    if abs(now - t) > TOLERANCE_SECONDS:
        return False
    # The signed text is the timestamp, a dot and the body exactly as received.
    expected = hmac.new(
        secret.encode("utf-8"), str(t).encode("ascii") + b"." + raw_body, hashlib.sha256
    ).hexdigest()
    return any(
        key == "v1" and hmac.compare_digest(value.encode("ascii", "replace"), expected.encode("ascii"))
        for key, _, value in items
    )


SECRET = os.environ.get("KIEU_WEBHOOK_SECRET")


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw_body = self.rfile.read(length)
        if not verify_kieu_signature(SECRET, self.headers.get("Kieu-Signature"), raw_body):
            self.send_response(400)
            self.end_headers()
            self.wfile.write(b"bad signature")
            return
        # Only now is the body trusted. Answer at once; do slow work (GET /v1/jobs/{id}) afterwards.
        event = json.loads(raw_body)
        print(f"accepted {event['type']} {event['id']}", flush=True)
        self.send_response(204)
        self.end_headers()

    def log_message(self, format, *args):
        pass


if __name__ == "__main__":
    if not SECRET:
        raise SystemExit("set KIEU_WEBHOOK_SECRET to the token's webhook secret (whsec_...)")
    server = HTTPServer((os.environ.get("HOST", "127.0.0.1"), int(os.environ.get("PORT", "3000"))), Receiver)
    host, port = server.server_address[:2]
    print(f"listening on http://{host}:{port}", flush=True)
    server.serve_forever()
