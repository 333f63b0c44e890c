import CCrypto
import Foundation

/// Streaming SHA-256 on OpenSSL's libcrypto (EVP, which uses the CPU's SHA extensions).
/// The one digest implementation of the project: `checksum`, `verify` and `pack` all use it.
public final class SHA256Digest {
    private let context: OpaquePointer

    public init() {
        context = EVP_MD_CTX_new()
        EVP_DigestInit_ex(context, EVP_sha256(), nil)
    }

    deinit {
        EVP_MD_CTX_free(context)
    }

    public func update(_ buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        EVP_DigestUpdate(context, base, buffer.count)
    }

    public func update<C: ContiguousBytes>(_ bytes: C) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// The 32-byte digest; the object must not be updated afterwards.
    public func finalize() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        EVP_DigestFinal_ex(context, &digest, &length)
        return digest
    }

    /// Lower-case hex, as `sha256sum` and `shasum -a 256` print.
    public static func hex(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(digest.count * 2)
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    public static func hex<C: ContiguousBytes>(of bytes: C) -> String {
        let digest = SHA256Digest()
        digest.update(bytes)
        return hex(digest.finalize())
    }
}
