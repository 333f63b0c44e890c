import React from 'react';
import {Button, NativeModules, SafeAreaView} from 'react-native';

export default function App() {
  const capture = () => NativeModules.IdentityCapture.captureDocument();
  return (
    <SafeAreaView>
      <Button title="Scan your ID" onPress={capture} />
    </SafeAreaView>
  );
}
