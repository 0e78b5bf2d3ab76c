package netplay

import (
	"crypto/ed25519"
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"fmt"
	"math/big"
	"time"
)

// Labels of the key derivation, the TLS exporter and the two proofs.
const (
	kdfInfo        = "konane-net 1 proof key"
	exporterLabel  = "EXPORTER-konane-net-1"
	hostLabel      = "konane-net 1 host"
	joinerLabel    = "konane-net 1 joiner"
	exporterLength = 32
)

// proofKey derives the key of the two proofs from the code's secret:
// HKDF-SHA-256 with the protocol's name as salt.
func proofKey(c Code) []byte {
	k, err := hkdf.Key(sha256.New, c.key(), []byte(Version), kdfInfo, 32)
	if err != nil {
		panic(err) // only for a length SHA-256 cannot give
	}
	return k
}

// proof returns HMAC-SHA-256(key, label ‖ exporter ‖ SHA-256(host's
// certificate)): the proof that the sender knows the code, bound to this
// TLS session and to the host's key.
func proof(key []byte, label string, cs *tls.ConnectionState, hostCert []byte) ([]byte, error) {
	ekm, err := cs.ExportKeyingMaterial(exporterLabel, nil, exporterLength)
	if err != nil {
		return nil, err
	}
	h := hmac.New(sha256.New, key)
	certHash := sha256.Sum256(hostCert)
	h.Write([]byte(label))
	h.Write([]byte{0})
	h.Write(ekm)
	h.Write(certHash[:])
	return h.Sum(nil), nil
}

// newCertificate makes the host's certificate for one hosting: a fresh
// Ed25519 key, self-signed. Nobody checks it against an authority: the
// proofs bind it to the code.
func newCertificate() (tls.Certificate, error) {
	_, key, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return tls.Certificate{}, err
	}
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 120))
	if err != nil {
		return tls.Certificate{}, err
	}
	now := time.Now()
	tmpl := &x509.Certificate{
		SerialNumber: serial,
		Subject:      pkix.Name{CommonName: "konane host"},
		NotBefore:    now.Add(-24 * time.Hour),
		NotAfter:     now.Add(30 * 24 * time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, key.Public(), key)
	if err != nil {
		return tls.Certificate{}, err
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, nil
}

// serverConfig is the host's TLS configuration: TLS 1.3 only.
func serverConfig(cert tls.Certificate) *tls.Config {
	return &tls.Config{MinVersion: tls.VersionTLS13, Certificates: []tls.Certificate{cert}}
}

// clientConfig is the joiner's TLS configuration: TLS 1.3 only, and the
// host's certificate not checked against an authority (there is none):
// the host's proof binds it to the code instead.
func clientConfig() *tls.Config {
	return &tls.Config{
		MinVersion:         tls.VersionTLS13,
		InsecureSkipVerify: true, // the code authenticates the host (see proof)
		VerifyPeerCertificate: func(raw [][]byte, _ [][]*x509.Certificate) error {
			if len(raw) != 1 {
				return errors.New("the host must send one certificate")
			}
			return nil
		},
	}
}

// checkProof compares a received proof with the expected one in constant time.
func checkProof(key []byte, label string, cs *tls.ConnectionState, hostCert, got []byte) (bool, error) {
	want, err := proof(key, label, cs, hostCert)
	if err != nil {
		return false, fmt.Errorf("%w: %w", ErrLinkLost, err)
	}
	return hmac.Equal(want, got), nil
}
