"""What a guest types to find its host, checked before any connection is tried: the host's
address ("192.168.1.5", "lamp.local:47210", "[fe80::1]:47210"), the room code as the host read it
out, and the name the guest sits down with. A slip is said in words (a ValueError whose text a
screen or the command line shows as it is), never met later as a socket's error."""
from __future__ import annotations

import ipaddress
import string

from engine.words.language import tr
from net import protocol
from net.host import DEFAULT_PORT
from saves.names import printable

MOST = 253                  # a DNS name's longest
SHOWN = 24                  # of a wrong value, what a message quotes
HOST_LETTERS = frozenset(string.ascii_letters + string.digits + ".-_")
NAME_LENGTH = 20            # as a seat's name on the New game screen


def parse_address(text: str) -> tuple[str, int]:
    """(host, port) from "host", "host:port" or "[IPv6]:port" (an IPv6 address bare, without
    a port, too); the port is DEFAULT_PORT where none is given."""
    address = text.strip()
    if not address:
        raise ValueError(tr("Type the host's address, as its table shows it."))
    if len(address) > MOST:
        raise ValueError(tr("An address is at most {n} characters long.").format(n=MOST))
    if any(char.isspace() for char in address):
        raise ValueError(tr("An address has no spaces in it."))
    if address.startswith("["):
        host, closed, rest = address[1:].partition("]")
        if not closed or rest[:1] not in ("", ":"):
            raise ValueError(tr("Write an IPv6 address in brackets, such as [fe80::1]:{port}.")
                             .format(port=DEFAULT_PORT))
        return _ipv6(host), _port(rest[1:]) if rest else DEFAULT_PORT
    if address.count(":") > 1:
        try:
            return _ipv6(address), DEFAULT_PORT
        except ValueError:
            raise ValueError(tr("Write an IPv6 address in brackets, such as [fe80::1]:{port}.")
                             .format(port=DEFAULT_PORT)) from None
    host, colon, port = address.partition(":")
    return _host(host), _port(port) if colon else DEFAULT_PORT


def _ipv6(host: str) -> str:
    try:
        return str(ipaddress.IPv6Address(host))
    except ValueError:
        raise ValueError(tr("“{address}” is not an IPv6 address.").format(
            address=_quoted(host))) from None


def _host(host: str) -> str:
    """A host name or an IPv4 address: ASCII letters, digits, dots, hyphens (and underscores,
    which local names sometimes have), in labels that are not empty."""
    if not host:
        raise ValueError(tr("Type the host's address before the colon."))
    wrong = next((char for char in host if char not in HOST_LETTERS), None)
    if wrong is not None:
        raise ValueError(tr("An address has only letters, digits, dots and hyphens, not "
                            "“{char}”.").format(char=printable(wrong)))
    if any(not label or label.startswith("-") or label.endswith("-")
           for label in host.removesuffix(".").split(".")):
        raise ValueError(tr("“{address}” is not a host's name or address.").format(
            address=_quoted(host)))
    return host


def _port(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) <= 5 and 1 <= int(text) <= 65535):
        raise ValueError(tr("The port after the colon is a number from 1 to 65535, not "
                            "“{port}”.").format(port=_quoted(text)))
    return int(text)


def clean_code(text: str) -> str:
    """The room code in capitals: four of protocol.CODE_LETTERS."""
    code = text.strip().upper()
    if not code:
        raise ValueError(tr("Type the room code the host gave you."))
    if len(code) != protocol.CODE_LENGTH or any(c not in protocol.CODE_LETTERS for c in code):
        raise ValueError(tr("A room code is four letters and digits, without I, O, 0 or 1, "
                            "not “{code}”.").format(code=_quoted(code)))
    return code


def clean_name(text: str) -> str:
    """The name a guest sits down with: "Guest" (in the language in use) when none is given."""
    name = " ".join(text.split())
    if len(name) > NAME_LENGTH or not name.isprintable():
        raise ValueError(tr("A name is at most {n} letters, all of them printable.").format(
            n=NAME_LENGTH))
    return name or tr("Guest")


def _quoted(text: str) -> str:
    """A wrong value as a message may quote it: printable, cut short."""
    shown = printable(text)
    return shown if len(shown) <= SHOWN else shown[:SHOWN - 1] + "…"
