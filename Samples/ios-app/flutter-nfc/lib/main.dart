import 'package:nfc_manager/nfc_manager.dart';

void main() => NfcManager.instance.startSession(onDiscovered: (tag) async {});
