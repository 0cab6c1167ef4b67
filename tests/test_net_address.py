"""What a guest types (net/address.py): an address with or without a port, IPv6 in brackets, the
room code in any case; every slip is a ValueError saying what is wrong, in the language in use."""
import pytest

from engine.words import language
from net import protocol
from net.address import clean_code, clean_name, parse_address
from net.guest import GuestLink
from net.host import DEFAULT_PORT


@pytest.mark.parametrize("text, expected", [
    ("192.168.1.5", ("192.168.1.5", DEFAULT_PORT)),
    ("192.168.1.5:47210", ("192.168.1.5", 47210)),
    ("  lamp.local:8080 ", ("lamp.local", 8080)),
    ("my_pc", ("my_pc", DEFAULT_PORT)),
    ("example.org.", ("example.org.", DEFAULT_PORT)),
    ("[fe80::1]:47211", ("fe80::1", 47211)),
    ("[::1]", ("::1", DEFAULT_PORT)),
    ("fe80::1", ("fe80::1", DEFAULT_PORT)),
    ("host:1", ("host", 1)),
    ("host:65535", ("host", 65535)),
])
def test_an_address_is_a_host_and_a_port(text, expected):
    assert parse_address(text) == expected


@pytest.mark.parametrize("text, said", [
    ("", "Type the host's address"),
    ("   ", "Type the host's address"),
    (":47210", "before the colon"),
    ("host:0", "from 1 to 65535, not “0”"),
    ("host:65536", "from 1 to 65535, not “65536”"),
    ("host:", "from 1 to 65535, not “”"),
    ("host:http", "not “http”"),
    ("host:٣٣", "not “٣٣”"),                      # digits, but not ones a port is written in
    ("host:" + "9" * 40, "not “99999999999999999999999…”"),
    ("my host", "no spaces"),
    ("host:\t80", "no spaces"),
    ("a" * 254, "at most 253 characters"),
    ("lamp!.local", "not “!”"),
    ("bücher.de", "not “ü”"),
    ("host\x1b", "not “\\x1b”"),
    ("a..b", "“a..b” is not a host's name"),
    ("-lamp", "is not a host's name"),
    ("[fe80::1", "in brackets"),
    ("[fe80::1]47210", "in brackets"),
    ("[nonsense]:80", "“nonsense” is not an IPv6 address"),
    ("fe80::1:80:zz", "in brackets"),
])
def test_a_slip_in_the_address_is_said(text, said):
    with pytest.raises(ValueError) as caught:
        parse_address(text)
    assert said in str(caught.value) and str(caught.value).isprintable()


def test_a_room_code_is_taken_in_any_case_and_checked_against_the_code_letters():
    assert clean_code(" k7wq ") == "K7WQ"
    for _ in range(20):
        code = protocol.room_code()
        assert clean_code(code.lower()) == code
    for text, said in [("", "Type the room code"), ("K7W", "not “K7W”"), ("K7WQX", "not “K7WQX”"),
                       ("KOWQ", "without I, O, 0 or 1"), ("K1WQ", "not “K1WQ”"),
                       ("K7-Q", "not “K7-Q”")]:
        with pytest.raises(ValueError, match=said):
            clean_code(text)
    assert set(protocol.CODE_LETTERS) == set("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")   # the message


def test_a_name_is_a_guests_when_none_is_given_and_never_unprintable():
    assert clean_name("  Layla   bint  Ahmad ") == "Layla bint Ahmad"
    assert clean_name("") == "Guest" and clean_name("   ") == "Guest"
    for text in ("x" * 21, "Layla\x1b"):
        with pytest.raises(ValueError, match="at most 20 letters"):
            clean_name(text)


def test_the_messages_are_said_in_the_language_in_use():
    language.use("de")
    with pytest.raises(ValueError) as caught:
        parse_address("host:0")
    assert "65535" in str(caught.value) and "port after the colon" not in str(caught.value)
    assert clean_name("") == "Gast"


def test_a_guest_given_an_ipv6_address_writes_it_in_brackets_in_its_uri():
    assert GuestLink(*parse_address("[fe80::1]:47211"), "K7WQ", "Layla").uri \
        == "ws://[fe80::1]:47211"
    assert GuestLink(*parse_address("lamp.local"), "K7WQ", "Layla").uri == "ws://lamp.local:47210"
